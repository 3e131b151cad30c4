# Marchwarden's interface in English: the reference. Every other language's file has the
# same messages (a native test checks it); a message a language lacks is said in English.

language-name = English
language-unfetched = The words of { $language } could not be loaded ({ $reason }); the app speaks English until they can be.
language-label = Language

## The start page (src/ui/home.rs)

home-tagline = The referee and record of your hex-map Kings of War campaign. Everything stays in this browser; export a campaign to send it to the next host.
home-too-big = Could not import { $name }: at { $mb } MB it is too big to be a Marchwarden campaign (the limit is 16 MB). Nothing was changed.
home-unreadable = Could not read { $name }.
home-index-rebuilt = The list of saved campaigns was damaged; it has been rebuilt from the { $n ->
        [one] campaign
       *[other] { $n } campaigns
    } stored in this browser. Their last-played times are lost.
home-delete-confirm = Delete "{ $name }" from this browser? Export it first if you may want it again.
home-deleted = Deleted "{ $name }".
home-saved = Saved campaigns
home-none = No campaigns yet. Start one, or import a file.
home-restored = Restored to the list; open it to see where it stands
home-last-played = last played { $when }
home-backup-due = Played, but not exported for { $days } days: export it to keep a copy beyond this browser.
home-erased-unvisited = This browser erases what Marchwarden stores here after 7 days without a visit, unless it is added to the Home Screen and opened from there: export campaigns to keep them.
home-open = Open
home-delete = Delete
home-delete-label = Delete { $name }
home-export-all = ⇩ Export all campaigns
home-export-damaged = Exported every campaign but these, whose stored text is damaged: { $names }. Each one's text, as it was stored, was offered as a file of its own (….damaged.txt) to keep.
home-storage = Storage: { $kb } KB used, { $share } of what browsers give a page.
home-storage-under = under 1%
home-storage-about = about { $percent }%
home-storage-full = Storage is nearly full: export campaigns and delete old ones.
home-not-kept = This browser may clear stored campaigns when its disk runs low: export them now and then.
home-maps = Maps
home-open-editor = ✎ Open the map editor
home-import = Import a campaign
home-replaying = Replaying { $name }: { $done } of { $total } steps
home-stop = Stop
home-choose-file = Choose a .json save, or drop it anywhere on this page.

## The new-campaign form (src/ui/new_campaign.rs)

new-title = New campaign
new-name = Campaign name
new-kingdoms = Kingdoms
new-colour-of = Colour of kingdom { $n }
new-name-of = Name of kingdom { $n }
new-map = Map
new-map-sample = Sample map (12×10, six starting tiles)
new-map-generated = Generated from the seed
new-map-saved = A map from the editor:
new-width = Width
new-height = Height
new-preset = Rules preset
preset-mighty-kingdoms = Mighty Kingdoms
preset-loyalty-and-supply = Loyalty & Supply
preset-domain-war = Domain War
preset-narrative = Narrative
new-land-battles = Land battles (SET-6)
new-resolver-simple = Simple: dice in the app
new-resolver-tabletop = Tabletop: play them with Kings of War
new-resolver-narrative = Narrative: Leadership tests with narrative dice
new-years = Years
new-months = Summer months
new-army-cap = Army cap
new-army-cap-title = OPT-MAX-ARMIES: armies per kingdom at most
new-loyalty = Loyalty and supply: provinces that love, starve, burn and rebel (OPT-LOYALTY, RULES §7)
new-regional-winter = Regional winter: a 12-month year whose last three months close the map's winter zones (LOY-1)
new-domain = Domain war: marches on movement points, skirmish and ambush, occupation, pillage (OPT-DOMAIN, RULES §8)
new-mp-foot = MP on foot
new-mp-foot-title = DOM-1: movement points of an army on foot
new-mp-mounted = MP mounted
new-mp-mounted-title = DOM-1: movement points of a mounted army
new-secret-races = Each kingdom first chooses its main race in secret (SET-1)
new-brakes = A first player with more armies than the second orders all its tokens first (OPT-FIRST-PLAYER-BRAKES)
new-concede = Sides may concede a battle; an outnumbered side with somewhere to go must (OPT-CONCEDE)
new-city-roads = Roads in cities: moving into or out of a city never lays an army down (OPT-CITY-ROADS)
new-table-dice = Roll real dice at the table and type them in
new-played-by-app = played by the app
new-seed = Seed (decides the app's dice and a generated map)
new-start = Start the campaign
new-seed-number = The seed must be a whole number.
new-width-number = Map width must be a number.
new-height-number = Map height must be a number.
new-no-saved-map = No saved map called "{ $name }".
new-no-name = Give the campaign a name.
new-colours-alike = { $a } and { $b } have colours too alike to tell apart on the map: pick another for one of them.
new-whole-number = { $what } must be a whole number.
new-what-mp-foot = The movement allowance on foot
new-what-mp-mounted = The mounted movement allowance
new-what-army-cap = The army cap
new-cannot-start = Cannot start: { $why }

## The campaign's top bar (src/ui/campaign.rs)

bar-campaigns = Campaigns
bar-undo = Undo
bar-redo = Redo
bar-export = Export
bar-export-title = Export the campaign to a file
bar-link = Link
bar-link-title = A link that carries the campaign
bar-phones = Phones
bar-phones-title = Each player gives their orders on their own phone or tablet
bar-hot-seat = Hot-seat
bar-hot-seat-label = Hot-seat: hand-over screens
bar-hot-seat-title = Hot-seat: cover the screen between kingdoms' turns
bar-history = History
bar-history-title = Look back at any moment of the campaign
bar-history-reading = The campaign's earlier moves are still being read back: a moment
bar-more = More

## The timeline (src/ui/timeline.rs)

timeline-label = Timeline
timeline-month = Month
timeline-month-back = The month before (Page Up)
timeline-month-on = The month after (Page Down)
timeline-step-back = One step back (←)
timeline-step-on = One step on (→)
timeline-moment = Moment of the campaign
timeline-step = step { $at } of { $of }
timeline-back-to = Back to
timeline-now = now

## The list of keys (src/ui/shortcuts.rs) and a new version offered (src/ui/offline.rs)

keys-title = Keys
keys-close = Close
keys-tab = Tab, Shift+Tab
keys-tab-does = Move between buttons, the map and the panels
keys-arrows = Arrow keys (on the map)
keys-arrows-does = Move from tile to tile
keys-enter = Enter or Space (on the map)
keys-enter-does = Choose the tile, as a click does
keys-zoom = +  −  0 (on the map)
keys-zoom-does = Zoom in, zoom out, show the whole map
keys-undo = Ctrl+Z
keys-undo-does = Undo the last move
keys-redo = Ctrl+Shift+Z or Ctrl+Y
keys-redo-does = Redo
keys-history-steps = ← →, Page Up, Page Down (History)
keys-history-steps-does = A step or a month back or on
keys-history-ends = Home, End, Esc (History)
keys-history-ends-does = The start, now, back to now
keys-list = ?
keys-list-does = This list (Esc closes it)
update-ready = A new version of Marchwarden is ready. Every move is saved.
update-now = Update now
update-later = Later

## The names of things (each enum's `word()`: `group-name`, see engine::message)

settlement-village = village
settlement-city = city
settlement-fortress = fortress
order-move = move
order-defend = defend
order-raze = raze
order-regroup = regroup
phase-setup = Setup
phase-a-orders = A · Orders
phase-b-resolution = B · Resolution
phase-c-battle = C · Battle
phase-d-reform = D · Reform
phase-winter = Winter
phase-campaign-over = Campaign over
order-pillage = pillage
order-skirmish = skirmish
order-plunder = plunder
order-lower-the-source = lower the source
purchase-a-village = a village
purchase-a-city = a city
purchase-a-fortress = a fortress
purchase-a-new-capital = a new capital
purchase-a-ship = a ship
purchase-an-army = an army
purchase-an-allied-army = an allied army
holding-law = law
holding-guild = guild
holding-temple = temple
holding-source = source
order-economic-works = economic works
order-agitate = agitate
battle-slaughter = slaughter
battle-naval-battle = naval battle
battle-land-water-battle = land/water battle
battle-simple-battle = simple battle
battle-tabletop-battle = tabletop battle
battle-narrative-battle = narrative battle
tag-skirmishers = skirmishers
tag-siege-engine = siege engine
tag-fortification = fortification
tag-formation = formation
tag-ranged = ranged
tag-cavalry = cavalry
tag-heavy-cavalry = heavy cavalry
tag-household-knights = household knights
tag-heavy-infantry = heavy infantry
tag-phalanx = phalanx
tag-terror = terror
tag-bodyguard = bodyguard
tag-elite = elite
tag-shock = shock
test-scouting = scouting
test-the-initial-assault = the initial assault
test-storming-the-walls = storming the walls
test-the-pursuit = the pursuit
test-the-initial-engagement = the initial engagement
test-the-full-engagement = the full engagement
die-ability-d8 = ability d8
die-proficiency-d12 = proficiency d12
die-difficulty-d8 = difficulty d8
die-challenge-d12 = challenge d12
symbol-success = { $n ->
        [one] a success
       *[other] { $n } successes
    }
symbol-advantage = { $n ->
        [one] an advantage
       *[other] { $n } advantages
    }
symbol-triumph = { $n ->
        [one] a triumph
       *[other] { $n } triumphs
    }
symbol-failure = { $n ->
        [one] a failure
       *[other] { $n } failures
    }
symbol-threat = { $n ->
        [one] a threat
       *[other] { $n } threats
    }
symbol-despair = { $n ->
        [one] a despair
       *[other] { $n } despairs
    }
symbol-blank = blank
purpose-player-order = player order
purpose-exploration = exploration
purpose-the-new-player-order = the new player order
purpose-the-battle-attacker-s-dice-first = the battle (attacker's dice first)
purpose-the-land-water-battle-attacker-s-dice-first = the land/water battle (attacker's dice first)
purpose-the-naval-roll-off-attacker-s-dice-first = the naval roll-off (attacker's dice first)
purpose-the-player-order-before-deployment = the player order before deployment
purpose-the-month-s-loyalty-rolls = the month's loyalty rolls
purpose-the-recovery-of-the-fallen = the recovery of the fallen
purpose-the-pillaged-provinces-level-checks-2d10-each = the pillaged provinces' level checks (2D10 each)
purpose-how-many-units-the-evader-attacks-2d3 = how many units the evader attacks (2D3)
purpose-the-late-armies-arrival-1d3-1-rounds-per-mp-short = the late armies' arrival (1D3+1 rounds per MP short)

## The decision panel (src/ui/panels/decision.rs)

p-decision-army = Army { $id }
p-decision-ship = Ship { $id }
p-decision-legal-tiles = Legal tiles
p-decision-order-move = → { $to }
p-decision-order-agitate = Agitate at { $at }
p-decision-order-pillage = Pillage { $mp } MP
p-decision-order-skirmish = Stand and skirmish
p-decision-raze-own = Raze your own settlement at { $at }? It is gone for good once the order is resolved.
p-stand-in-title = { $n ->
        [0] Kingdoms the app plays: none
       *[other] Kingdoms the app plays: { $n }
    }
p-stand-in-hand-over = Let the app play { $kingdom }
p-stand-in-hand-back = { $kingdom }: played by the app — hand it back
p-stand-in-ask = From now on the app gives the orders and answers of { $kingdom }, its next move first, and nobody else does. Undo takes back a move of yours together with the app's moves after it; { $kingdom } stays with the app until you hand it back here.
p-stand-in-ask-yes = Hand it over
p-stand-in-ask-no = Cancel
p-stand-in-plays = { $kingdom } is played by the app: its move comes on its own.
p-peer-on-a-device = { $kingdom } is played on its own phone: its player answers there.
p-peer-answered-there = { $kingdom } answers on its own phone.
p-peer-waiting-for = { $kingdom } decides now, on another screen.
p-peer-host-answers = The host's screen answers this for the table.
p-stand-in-undone = { $undone } The kingdoms the app plays stay with it; to play one yourself, hand it back under “Kingdoms the app plays”.
p-stand-in-waits = { $undone } { $kingdom } stays with the app and waits: Next lets it move on; to play it yourself, hand it back under “Kingdoms the app plays”.
p-stand-in-next = Next
p-stand-in-cunning = Cunning: looks three months ahead before each move
p-stand-in-pace = Their moves pass
p-stand-in-pace-a-moment-apart = on their own, a moment apart
p-stand-in-pace-at-once = at once
p-stand-in-pace-step-by-step = step by step: each shown until Next
p-stand-in-table-dice = { $kingdom } is played by the app, but dice rolled at the table are the table's: roll them for it and type them in.
p-stand-in-tabletop = { $sides ->
   *[other] { $kingdoms } are played by the app: the table fights both sides of this tabletop battle and enters the result, or, if everyone agrees, it is fought as a simple battle (SET-6).
    [one] { $kingdoms } is played by the app: the table fights its side of this tabletop battle and enters the result, or, if everyone agrees, it is fought as a simple battle (SET-6).
}
p-stand-in-simple = Fight it as a simple battle
p-roll-at-once = The app rolls at once the dice nobody chooses (each roll still shown and in the chronicle)
p-decision-out-of-view = Also out of view on the map:
p-decision-jump-to = Show { $tile } on the map
p-decision-more-out-of-view = and { $n } more
p-decision-preview = { $what }? Click or tap { $at } again, or confirm here.
p-decision-preview-confirm = Confirm
p-decision-preview-cancel = Cancel
p-decision-token-at = { $token } at { $at }
p-decision-orders-for = Orders for army { $army }
p-decision-embark = Embark army { $army } on ship { $ship }
p-decision-ashore = Put ship { $ship }'s army ashore
p-decision-pairs = Pairs (SUM-ORD-2)
p-decision-mobilise-title = LOY-10: a new army; the tile is devastated
p-decision-mobilise = Forcibly mobilise an army (LOY-10: once a month, devastates the tile)
p-decision-mobilise-label = Forced mobilisation
p-decision-to-resolve = Orders to resolve
p-decision-resolve = { $token }: { $what }
p-decision-what-to-place = What to place
p-decision-kind-count = { $kind } ×{ $count }
p-decision-race-hint = Everyone else looks away. Type your main race (hidden as you type); all races are revealed once every kingdom has chosen.
p-decision-race = Your main race
p-decision-choose-race = Choose in secret
p-decision-roll = Roll { $count }D{ $sides }
p-decision-table-roll = Roll real dice and type in what they show:
p-decision-die-of = Die { $n } ({ $owner })
p-decision-die = Die { $n }
p-decision-face-pad = Faces: each fills the next empty box
p-decision-clear = Clear
p-decision-enter-roll = Enter the roll
p-decision-place-tile = Click a highlighted tile on the map, or choose it here:
p-decision-place-kind = Pick what to place, then click a highlighted tile:
p-decision-give-orders = Pick a token (on the map or here), then its order; to move, click a tile it may enter.
p-decision-resolve-hint = Choose which of your orders to resolve next (or click its army on the map):
p-decision-over = The campaign is over: the final standings are above. Everything stays readable here, and Undo can still take back the last steps.
p-decision-no-narrative = This campaign was begun by an early version of Marchwarden, before narrative battles (RULES §9) could be fought, and it keeps that version's rules: this battle cannot be fought. Undo the battle's choice to fight elsewhere, or switch the battle to another resolver if the battle card offers it.
p-decision-waiting = Nobody can act here under the rules this campaign began with (an earlier version of Marchwarden), and no version will change them: a campaign keeps its rules so that it always replays the same. Today's rules move on from here.
p-decision-continue-current-rules = Go on under today's rules, as a copy (this campaign is kept as it is)
p-decision-continued = Taken up under today's rules as “{ $name }”: { $taken } of its { $all } steps replay under them, and it goes on from there. The original campaign is kept as it was.
p-decision-forced-title = Plays every step that has only one possible answer, up to the next choice or roll
p-decision-forced = Resolve the forced steps

## The selected tile (src/ui/panels/tile.rs)

p-tile-title = Tile
p-tile-label = Tile { $label }
p-tile-click = Click a tile to see what is on it.
p-tile-open-water = Open water
p-tile-coastal-land = Coastal land
p-tile-land = Land
p-tile-marsh = Marsh
p-tile-river = River
p-tile-water-sides = { $n ->
        [one] { $n } water side
       *[other] { $n } water sides
    }
p-tile-forest-sides = { $n ->
        [one] { $n } forest side
       *[other] { $n } forest sides
    }
p-tile-mountain-sides = { $n ->
        [one] { $n } mountain side
       *[other] { $n } mountain sides
    }
p-tile-starting = Starting tile
p-tile-explored = Explored
p-tile-unexplored = Unexplored
p-tile-controlled-by = Controlled by { $kingdom }
p-tile-settlement = A { $kind }
p-tile-capital = A { $kind } (capital of { $kingdom })
p-tile-winter-zone = Winter zone (LOY-1)
p-tile-upright = upright
p-tile-on-its-side = on its side
p-tile-army = Army { $army } of { $kingdom }: { $points } points, { $pose }
p-tile-supplied-here = Army { $army } is supplied where it stands, on a loyal tile (LOY-8)
p-tile-supplied-from = Army { $army } is supplied from { $from } (LOY-8; the line shows on the map when it is picked)
p-tile-unsupplied = Army { $army } is out of supply: { $left ->
        [one] destroyed at the next month-end if still cut off
       *[other] destroyed in { $left } month-ends if still cut off
    } (LOY-8)
p-tile-ship = Ship { $ship } of { $kingdom }
p-tile-loyalty-of = { $kingdom } { $loyalty } (limit { $limit })
p-tile-loyalty = Loyalty: { $list }
p-tile-loyal-to-none = Loyal to no kingdom (0 to all)
p-tile-devastated = Devastated: recovers, and rebels, in { $months ->
        [one] { $months } month
       *[other] { $months } months
    } (LOY-5)
p-tile-rebellion = In rebellion (LOY-6)
p-tile-developments = Developments (NAR-2):
p-tile-defence = Defence
p-tile-order = Order
p-tile-save = Save
p-tile-province-level = Province level { $level } (at most { $level } GB of pillage a month, DOM-10)
p-tile-its-ruler = its ruler
p-tile-holding = { $kind } { $level } ({ $owner })
p-tile-holdings = Holdings: { $list }
p-tile-occupied = Occupied: taken from { $kingdom }; no income for its occupier this winter (DOM-9)
p-tile-pillaged = Pillaged this domain turn: { $turn } GB, { $month } this month (DOM-10)
p-tile-mounted-title = DOM-1: a mounted army has 4 MP, on foot 3
p-tile-mounted = Army { $army } is mounted

## An army's roster and a pasted army list (src/ui/panels/roster.rs, src/ui/roster_text.rs)

p-roster-secret = Roster of army { $army } ({ $n } units): kept by its owner until a battle shows it (hot-seat).
p-roster-summary = { $n ->
        [one] Roster of army { $army } ({ $n } unit)
       *[other] Roster of army { $army } ({ $n } units)
    }
p-roster-character = character: Leadership { $leadership }, Strategy { $strategy }
p-roster-resting = misses the next battle
p-roster-unit = Unit
p-roster-size = Size
p-roster-base = Base
p-roster-modifier = Mod.
p-roster-plays-as = Plays as
p-roster-true-total = true total { $total }
p-roster-plays = { $plays } (true { $total })
p-roster-remove = Remove { $name }
p-roster-unit-name = Unit name
p-roster-unit-size = Unit size
p-roster-base-strength = Base Unit Strength
p-roster-tags = Tags (NAR-1)
p-roster-character-box = Character
p-roster-leadership = Leadership
p-roster-strategy = Strategy
p-roster-add-unit = Add unit
p-roster-paste = Paste an army list
p-roster-paste-help = One unit a line, as army builders write it: its name, its size (troop, regiment, horde, legion; a hero, monster, titan or war engine is its own size) and, if you like, its type, Unit Strength 0–4 and points. "2x" adds two; headings, totals and notes are passed over.
p-roster-paste-help-tags = { p-roster-paste-help } Its tags too.
p-roster-army-list = Army list
p-roster-paste-example =
    Spearmen, Infantry, Regiment
    2x Knights, Cavalry, Troop, 120 pts
p-roster-line = Line { $line }: "{ $text }" — { $why }
p-roster-add-list = { $n ->
        [one] Add 1 unit
       *[other] Add { $n } units
    }{ $points ->
        [0] {""}
       *[other] {" "}({ $points } points)
    }
p-roster-why-two-sizes = two sizes ("{ $field }")
p-roster-why-strength = a Unit Strength of { $n }: it is 0 to 4
p-roster-why-unknown = "{ $field }" is no size (troop, regiment, horde, legion), unit type, points or Unit Strength 0–4
p-roster-why-unknown-or-tag = "{ $field }" is no size (troop, regiment, horde, legion), unit type, points, Unit Strength 0–4 or tag
p-roster-why-no-size = no size: add troop, regiment, horde or legion, or hero, monster, titan or war engine
p-roster-why-no-name = no name before its size
p-roster-why-long-name = a name longer than { $max } characters
p-roster-why-full = the roster is full ({ $max } units)

## The rules at hand (src/ui/rule_sheet.rs): their statements are in rules/rules-en.ftl, fetched when the sheet first opens

## The winter card and its printed summary (src/ui/panels/winter.rs)

p-winter-sum-title = Winter of year { $year } · { $step }
p-winter-sum-recall = Recall (WIN-1)
p-winter-sum-tithes = Tithes (WIN-3)
p-winter-sum-build = Building and recruiting (WIN-4)
p-winter-sum-feed = Feeding (WIN-5)
p-winter-sum-deploy = Deployment (WIN-6)
p-winter-sum-kingdom = Kingdom
p-winter-sum-tiles = Tiles
p-winter-sum-towns = Towns
p-winter-sum-stores = Gold · food
p-winter-sum-armies = Armies
p-winter-sum-buys = Buys
p-winter-sum-buys-title = Purchases it can afford now
p-winter-sum-off-map = { $armies } ({ $staged } off map)
p-winter-sum-print = Print the winter summary

## Rule tags and the rules at hand (src/ui/panels/rule_tags.rs)
p-rules-what = What this rule says
p-rules-dialog = Rule { $id }
p-rules-close = Close the rules
p-rules-fetching = Fetching the rules' statements…
p-rules-unfetched = The rules' statements could not be loaded ({ $reason }). They come with the page once it has been opened with a connection.

## Each kingdom at a glance (src/ui/panels/kingdoms.rs)

p-kingdoms-title = Kingdoms
p-kingdoms-kingdom = Kingdom
p-kingdoms-kingdom-title = In player order
p-kingdoms-tiles = Tiles
p-kingdoms-tiles-title = Tiles controlled
p-kingdoms-towns = Towns
p-kingdoms-towns-title = Settlements
p-kingdoms-armies = Armies
p-kingdoms-stores = Gold · food
p-kingdoms-stores-title = Gold · food (spent or lost each winter)
p-kingdoms-might = Might
p-kingdoms-might-title = Might as it stands (OPT-SCORE): battles won, settlements, armies
p-kingdoms-place = { $place }. in player order
p-kingdoms-spoils = pillage { $pillage } gold · plunder { $plunder } gold

## The final standings and the campaign's end (src/ui/panels/standings.rs)

p-standings-title = Final standings
p-standings-by-source = Kingdom · might by source
p-standings-might = Might
p-standings-ties = Ties go to more armies, then cities, fortresses and villages. The map, the chronicle and the rosters stay as they were.
p-standings-over = The campaign is over · OPT-SCORE
p-standings-wins = { $name } wins the campaign
p-standings-tie = A tie for first: { $names }
p-standings-and = { $a } and { $b }
p-standings-score = { $might } might
p-standings-see-map = See the map

## The hot-seat hand-over screen (src/ui/handover.rs)

handover-title = Hot-seat play
handover-pass = Pass the device to { $name }
handover-look-away = The others look away. Only the player of this kingdom goes on.
handover-take = I play { $name }: show my turn

## After an internal error (src/ui/panic.rs)

panic-title = Something went wrong
panic-message = Marchwarden hit an internal error and stopped. Your campaign is safe: it was saved after the last accepted action, and saving has been switched off so nothing broken can overwrite it. Reload the page to continue from there. If this happens again, export the campaign from the start page and keep the file.
panic-reload = Reload

## The battle card (src/ui/panels/battle.rs)

p-battle-attacker = Attacker
p-battle-defender = Defender
p-battle-decimal-sign = .
p-battle-ship-with = { $token } with army { $army }
p-battle-points = { $points } pts
p-battle-defence = Defence { $defence }
p-battle-defence-held = Defence { $defence }, kept from the battle's start (SIM-1)
p-battle-no-character = no character (Leadership 1)
p-battle-led-by = led by { $name } (Leadership { $leadership }, Strategy { $strategy })
p-battle-units = { $n } units
p-battle-supply = supply value { $supply } (NAR-3)
p-battle-defending = defending
p-battle-fallen = on its side, does not fight
p-battle-tired = forced march: { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } (DOM-3)
p-battle-sits-out = sits this battle out
p-battle-dice-left = Dice left: { $dice }
p-battle-no-hits = no hits yet
p-battle-caused = caused −{ $dealt } pts
p-battle-draw = draw
p-battle-neither = neither
p-battle-odds = { $attacker } wins { $win }% · { $neither } { $draw }% · { $defender } wins { $loss }%
p-battle-odds-label = { $attacker } wins { $win }%, { $neither } { $draw }%, { $defender } wins { $loss }%
p-battle-sheet-title = Battle sheet: { $attacker } against { $defender } at { $at }, year { $year }, month { $month }
p-battle-sheet-army = Army { $army } · { $points } points
p-battle-unit = Unit
p-battle-base = Base
p-battle-mod = Mod.
p-battle-total = Total
p-battle-plays = Plays
p-battle-defended-tile = Defended tile: { $benefit }.
p-battle-benefit-add-remove-or-move-1-terrain-piece = add, remove or move 1 terrain piece
p-battle-benefit-up-to-1-blocking-or-difficult-piece-and-up-to-2-obstacles = up to 1 blocking or difficult piece and up to 2 obstacles
p-battle-benefit-up-to-2-blocking-or-difficult-pieces-and-up-to-2-obstacles-plus-1-objective-worth-1-vp = up to 2 blocking or difficult pieces and up to 2 obstacles, plus 1 objective worth 1 VP
p-battle-benefit-up-to-2-blocking-or-difficult-pieces-and-up-to-4-obstacles-plus-2-objectives-worth-1-vp-each = up to 2 blocking or difficult pieces and up to 4 obstacles, plus 2 objectives worth 1 VP each
p-battle-sheet-side = { $role }: { $kingdom } · { $points } points
p-battle-board = Board: { $board }
p-battle-board-4-4-ft = 4 × 4 ft
p-battle-board-5-4-ft = 5 × 4 ft
p-battle-board-6-4-ft = 6 × 4 ft
p-battle-board-8-4-ft = 8 × 4 ft
p-battle-print = Print the battle sheet
p-battle-second = The second battle: the late armies have arrived; no domain-war special rules (DOM-7).
p-battle-ambush = Ambush: { $ambusher } is the ambusher; { $ambushed } may neither move nor attack in the first round (DOM-6).
p-battle-ambush-narrative = Ambush: { $ambusher } is the ambusher and defends in a field attack, its scouting already won with no test by either side, so it tests the initial engagement first (DOM-6).
p-battle-evader = The evader attacks only { $n } enemy units: pick one to attack, the defender an escort, and so on (DOM-6).
p-battle-arrives = Army { $army } arrives at the start of battle round { $round } (DOM-7).
p-battle-late = Army { $army } is { $short } MP short: it arrives after this battle, and a second battle follows (DOM-7).
p-battle-forced-march-simple = { $token } starts with { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } from its forced march: its Defence is 1 lower per hit in this battle, never below 1 (DOM-3).
p-battle-forced-march-tabletop = { $token } starts with { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } from its forced march: one damage per hit on units its owner chooses (DOM-3).
p-battle-forced-march-narrative = { $token } starts with { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } from its forced march: per hit, one unit of its owner's choice is left out of every count (DOM-3).
p-battle-camp = Army { $army } took Defend: it may fight from a fortified camp, one extra terrain feature (DOM-8).
p-battle-make-it = Make it a { $kind }
p-battle-switch = Fight this battle another way (all players agree) · SET-6
p-battle-choosing-kind = choosing the kind of battle
p-battle-pillage-instead = no battle: pillage instead
p-battle-title = ⚔ Battle at { $at } · { $kind }

## The charts over the campaign (src/ui/chart.rs, src/ui/panels/charts.rs)

chart-might = Might
chart-tiles = Tiles
chart-towns = Towns
chart-armies = Armies
chart-gold = Gold
chart-loyalty = Loyalty
chart-label = { $measure } of each kingdom from { $first } to { $last }
p-charts-title = Over the campaign
p-charts-show = Show
p-charts-hide = Hide
p-charts-kinds = What the chart shows
p-charts-now = now

## Refusals and file errors (src/engine/error.rs, map.rs, ruleset.rs, src/storage)

refused-move-not-adjacent = it is not next to the army
refused-move-off-map = it is off the map
refused-move-open-water = armies cannot enter open water
refused-move-marsh = armies cannot enter marsh
refused-move-water-edge = the border between the tiles is water
refused-move-not-navigable = ships sail only into open water and coastal or river tiles, never marsh
refused-move-winter-zone = winter has closed it: no army enters a winter zone in the year's last three months (LOY-1)
refused-march-stops = the march stops at the tile before it (unexplored, or enemy tokens)
refused-march-twice = a march enters each tile once and never returns to its start
refused-march-empty = the path is empty
refused-not-pending = APP-1: that does not answer the decision pending now ({ $pending })
refused-faces-given = APP-2: this campaign's dice are rolled by the app; faces cannot be typed in
refused-faces-missing = APP-2: this campaign rolls dice at the table: enter the { $count } faces rolled
refused-faces-invalid = APP-2: enter exactly { $count } dice, each from 1 to { $sides }
refused-off-map = MAP-5: { $hex } is not on the map
refused-bad-race = SET-1: name the race in 1 to { $max } characters
refused-not-free-starting-tile = SET-3: { $hex } is not a free starting tile
refused-not-free-ring-tile = SET-4: { $hex } is not a free land tile in the ring around your capital
refused-kind-not-left = SET-4: you have no { $kind } left to place
refused-not-own-settlement = SET-5: the first army goes on a tile you control that holds a settlement; { $hex } is not one
refused-not-your-unordered-token = SUM-ORD-1: army { $token } is not one of yours still waiting for an order this month
refused-not-your-unresolved-order = SUM-RES-1: army { $token } has no order of yours left to resolve now
refused-must-regroup = SUM-ORD-3: army { $token } is on its side: it may only Regroup
refused-upright-cannot-regroup = SUM-ORD-3: army { $token } is upright: only a token on its side may Regroup
refused-move-blocked = SUM-ORD-4: token { $token } cannot move to { $to }: { $why }
refused-defend-armies-only = SUM-ORD-5: only an army may Defend; token { $token } is a ship or pair
refused-nothing-to-raze = SUM-ORD-6: army { $token } stands on no settlement to raze
refused-phase-not-built = { $rule }: the rules of this phase ({ $phase }) are not in this version of Marchwarden yet
refused-campaign-over = WIN-7: the campaign is over; nothing more is played (Undo can still take back the last steps)
refused-not-an-answer = { $rule }: { $answer } is not one of the answers allowed now
refused-bad-unit-report = TAB-3: army { $army } has no unit { $unit } fighting in this battle, or it is reported twice or with too many routs
refused-cannot-switch = SET-6: this battle cannot become a { $kind } now: only a land battle not yet rolled or reported can change its resolver
refused-cannot-pair = SUM-ORD-2: army { $army } cannot pair with ship { $ship }: both must be one kingdom's, in one tile, unpaired, both upright or both on their side, before that kingdom's first order of the month
refused-pair-takes-one-order = SUM-ORD-2: army { $army } sails with ship { $ship }, and a pair takes one order: give it to the ship
refused-cannot-unpair = SUM-ORD-2: ship { $ship } carries no army it may put ashore now (a pair cannot split in open water, nor after its kingdom's first order)
refused-roster-not-used = SET-7: rosters are kept only when battles are played on the table
refused-no-such-army = SET-7: there is no army { $army }
refused-no-such-unit = SET-7: army { $army } has no unit { $unit }
refused-bad-unit = SET-7: a unit needs a name and a size of at most { $max_name } characters and a base Unit Strength from 0 to 4; a roster holds at most { $max_units } units
refused-bad-developments = NAR-2: { $hex } has no settlement, or its developments are not each of Defence and Order at most once, rated 1 to 5 (narrative campaigns only)
refused-developments-in-battle = NAR-2: a battle is being fought at { $hex }; its settlement's developments can be changed once it is over
refused-cannot-mobilise = LOY-10: you cannot forcibly mobilise in { $hex } now: once a month, before your first order, in a tile you hold that is neither rebel nor devastated, below the army cap
refused-special-order-blocked = LOY-10: army { $token } cannot take that special order: Economic works not on a devastated tile; Agitate only against a rival's tile (yours or next to yours) that is neither rebel nor devastated
refused-march-needed = DOM-11: with the domain war army { $token } marches: give it a path, not a one-tile move
refused-cannot-march = DOM-11: army { $token } cannot march: only an upright army without an order marches; ships and pairs move one tile
refused-march-step = DOM-11: army { $token }'s march cannot enter { $label }: { $why }
refused-march-too-long = DOM-3: army { $token }'s march costs { $cost } MP; it may spend at most { $most } (its allowance twice, forced march)
refused-cannot-pillage = DOM-10: army { $token } cannot take that order here: pillage outside its own land with no enemy army there, up to the province level this month; plunder only in a tile it occupies (DOM-9)
refused-not-your-army = DOM-1: there is no army { $army } to mount
refused-mounted-already = DOM-1: army { $army } is mounted already
refused-on-foot-already = DOM-1: army { $army } is on foot already
refused-mounted-ordered = DOM-1: army { $army } has its order for this month: it mounts or dismounts once that is done
err-name-too-long = is longer than { $max } characters
err-name-invisible = holds control or text-direction characters
err-kingdom-count = a campaign has 2 to { $max } kingdoms, not { $found }
err-kingdom-name = kingdom { $index } needs a name
err-name = the name of { $name } { $problem }
err-duplicate-name = two kingdoms are both called "{ $name }"
err-colour = kingdom "{ $name }" has colour "{ $colour }"; use #rrggbb
err-too-few-starting-tiles = the map has { $found } starting tiles, too few for { $kingdoms } kingdoms (SET-3)
err-unknown-module = the campaign plays with the rules module “{ $module }”, which this Marchwarden does not have. Update the app to open it
err-rules-version = the campaign plays by rules version { $found }; this Marchwarden knows versions up to { $supported }. Update the app to open it
err-not-json = this file is not JSON ({ $why })
err-not-a-save = this JSON is not a Marchwarden campaign: it has no "format" number
err-bad-format-number = this campaign's "format" is { $found }, not a whole number of a save format
err-newer-format = this campaign was saved by a newer Marchwarden (save format { $found }; this version reads up to { $supported }). Update the app to open it
err-unknown-format = save format { $found } is unknown
err-malformed = the campaign file is damaged: { $why }
err-setup = the campaign's setup is invalid: { $why }
err-replay-diverged = replaying the campaign fails at command { $at }: { $error }
err-missing-hash = the campaign file has no hash to check its replay or its undo history against
err-history-mismatch = the campaign's undo history (what Redo would replay, and the undos the chronicle shows) was changed by hand: it does not match its hash
err-redo-diverged = the campaign's redo history fails at step { $at }: { $error }
err-undo-note-refused = the campaign's undo history names, at undo { $at }, a move the rules refuse where it was taken back: { $error }
err-undo-note-misplaced = the campaign's undo history names, at undo { $at }, a move past the end of the campaign as it then stood
err-unknown-hash = the campaign file's state hash "{ $hash }" is of a kind this version does not know
err-hash-mismatch = the replayed campaign differs from the one saved (state hash { $found }, the file says { $expected }): the file was changed by hand or by another rules version
err-map-size = MAP-1: a map is 1 to { $max } tiles wide and high, not { $width }×{ $height }
err-map-row-count = MAP-1: the map says { $expected } rows but has { $found }
err-map-row-length = MAP-1: row { $row } has { $found } tiles, the map is { $expected } wide
err-map-bad-token = MAP-1: row { $row }, column { $col }: '{ $token }' is not a tile (use ~ . m then r s F M)
err-map-edge-off-map = MAP-5: edge mark on { $hex } lies off the map
err-map-level = MAP-6: tile { $label }: a province or holding level is 0 to { $max }, not { $level }
err-map-holding-owner = MAP-6: tile { $label } names holding owner { $owner }; seats are 0 to { $last }
err-map-province-not-land = MAP-6: tile { $label } is not land: a province (level, holdings) needs land
err-map-road-on-water = MAP-6: tile { $label } is open water: roads join land and marsh
err-options-years = OPT-YEARS: a campaign lasts 1 to 20 years, not { $n }
err-options-months = OPT-MONTHS: a summer has 1 to 12 months, not { $n }
err-options-max-armies = OPT-MAX-ARMIES: the army cap is 1 to 20, not { $n }
err-options-regional-winter = LOY-1: the regional winter needs the loyalty module and a year of 12 months
err-options-allowance = DOM-1: a movement allowance is 1 to { $max } MP, not { $n }
err-codec-damaged = the stored campaign is damaged: its compressed text cannot be read
err-codec-unwritable = the campaign could not be written as a save: { $why }
err-codec-bad-link = this link does not hold a campaign (it is cut short or changed)
err-codec-too-large = this campaign would take more than { $mb } MB once unpacked, more than any campaign needs: it was not opened
err-storage-unavailable = this browser does not allow this page to keep data (localStorage is disabled or blocked): campaigns cannot be saved here. Export your campaign to keep it
err-storage-full = the browser's storage for this page is full: the last change was NOT saved. Export your campaign, then delete old campaigns to make room
err-storage-write = saving failed: { $why }. The last change was NOT saved; export your campaign to keep it
err-storage-kept-other = saving failed: the browser kept something other than what was written. The last change was NOT saved; export your campaign to keep it
err-storage-stopped = saving is stopped after an internal error; reload the page to go on from the last save
err-storage-missing = no campaign "{ $id }" is stored in this browser
err-storage-bad-maps = the saved maps are damaged ({ $why }); campaigns are not affected
err-storage-download = could not hand the file to the browser: { $why }
err-storage-no-room = there is no room for this campaign ({ $kb } KB) in this browser's storage: it was not stored. Delete or export old campaigns to make room
err-storage-list-not-updated = the campaign was saved, but the list of campaigns could not be updated ({ $why }); it is rebuilt the next time the start page opens
err-storage-changed-elsewhere = this campaign was changed in another tab or window, which is further along: this tab's last change was NOT saved, and the other tab's moves are kept. Reload to go on from there
err-storage-deleted-elsewhere = this campaign was deleted in another tab or window: this tab's last change was NOT saved. Export it to keep it
err-storage-written-over = another tab or window saved this campaign at the same instant as this one, and its move was kept: this tab's last move is NOT stored. Keep this tab's moves as a copy, or take up the other tab's
campaign-keep-copy = Keep this tab's moves as a copy
campaign-kept-copy = This tab's moves are kept as a copy: “{ $name }”

## The answers to a battle decision (src/ui/panels/battle_answers.rs)

p-battle-attack = { $at }: attack { $enemy }
p-battle-choose = Choose where to fight and whom (or click a marked tile on the map):
p-battle-battles = Battles
p-battle-kind-odds = { $kind } · you win { $win }%
p-battle-ships-here = Both sides have ships here: choose the kind of battle.
p-battle-kinds = Kinds of battle
p-battle-remove = Remove { $token }
p-battle-to-remove = Tokens to remove
p-battle-a-hit = a hit
p-battle-a-miss = a miss
p-battle-put = Put the { $face } on army { $army }: { $result }
p-battle-target = Army { $army } · Defence { $defence }
p-battle-your-dice = Your dice left:
p-battle-hits-when = A die hits when it shows at least the army's Defence.
p-battle-allocate-for-me = Allocate for me: the { $face } on army { $army }
p-battle-fight-or-concede = Fight or concede
p-battle-fight-on = Fight on: another roll-off
p-battle-declare-loser = Declare ourselves the loser
p-battle-fight = Fight
p-battle-concede = Concede the field (a loss, then retreat)
p-battle-stay = Stay: keep every token in the tile
p-battle-winner-moves = You won: you may move one token into a tile of yours next door (or click it on the map).
p-battle-retreat = Each token must leave for a tile of yours next door (click it on the map, or choose here).
p-battle-army-unit = Army { $army }: { $unit }
p-battle-times-routed = Times routed
p-battle-earned-gain = Earned the Unit Strength gain
p-battle-play-on-table = Play the battle on the table (the battle sheet is above), then enter how it went.
p-battle-result = Result
p-battle-attacker-won = Attacker won
p-battle-result-draw = Draw
p-battle-defender-won = Defender won
p-battle-routed = Routed
p-battle-gain = Gain (UST-1)
p-battle-enter-result = Enter the result

## The map (src/ui/map: view, words, loyalty, march, tokens, legend)

map-label = Campaign map: arrow keys move from tile to tile, Enter chooses, ? lists every key
map-province-levels = Province levels
map-loyalty-of = Loyalty of
map-loyalty-off = — off —
map-zoom-in = Zoom in
map-zoom-out = Zoom out
map-zoom-fit = Show the whole map
map-off-the-map = off the map
map-open-water = open water
map-coastal-land = coastal land
map-land = land
map-marsh = marsh
map-unexplored = unexplored
map-capital = capital { $kind }
map-army = { $kingdom } army { $id }
map-army-on-side = { $kingdom } army { $id } on its side
map-ship = { $kingdom } ship { $id }
map-ship-on-side = { $kingdom } ship { $id } on its side
map-ruin = ruin { $left } mo
map-rebel = ⚑ rebel
map-unsupplied = Army { $id }: out of supply (or cut off by rebels); destroyed in { $left ->
        [one] { $left } month-end
       *[other] { $left } month-ends
    }
map-spot-ship-retreat = RES-1: ships and pairs retreat as before
map-spot-stop = LOY-4.2: a friendly tile below its limit
map-spot-through = LOY-4.3:
map-spot-through-full = LOY-4.3: through full { $tile }
map-spot-through-devastated = LOY-4.3: through devastated { $tile }
map-spot-overfill = LOY-4.5: stay over the limit; the tile is devastated
map-spot-push = LOY-4.6: push one army there on
map-spot-via = { $rule } via { $tile }
map-mp = { $cost } MP
map-occupied = Occupied: taken from { $name }; no income until its winter has passed (DOM-9)
map-pillaged = Pillaged this domain turn: { $gb } GB (DOM-10)
map-letter-defend = D
map-letter-raze = R
map-letter-regroup = G
map-letter-works = W
map-letter-agitate = A
map-letter-pillage = P
map-letter-skirmish = S
map-letter-plunder = U
map-letter-lower-source = L
map-legend = Legend
map-legend-road = Road: half cost (DOM-1)
map-legend-winter-zone = Winter zone (LOY-1 regional winter)
map-legend-loyalty = Loyalty 0–6 (red to green) and supply limit pips: the map toolbar picks the kingdom
map-legend-devastated = Devastated (LOY-5): months until it recovers, then rebels
map-legend-rebel = Rebel province (LOY-6)
map-legend-supply-line = Supply line of the picked army (LOY-8)
map-legend-out-of-supply = Out of supply or cut off: month-ends left
map-legend-retreat-spot = Retreat spot and the LOY-4 clause allowing it
map-legend-reach = The picked army can march here, MP it costs (DOM-11)
map-legend-forced = Only by forced march: a hit per MP over (DOM-3)
map-legend-march-path = March path to the pointer; red: forced
map-legend-march-planned = A march ordered this month
map-legend-occupied = Occupied: taken from the flag's kingdom (DOM-9)
map-legend-pillaged = Pillaged this domain turn, GB taken (DOM-10)
map-legend-land = Land
map-legend-open-water = Open water
map-legend-marsh = Marsh
map-legend-water-edge = Water edge
map-legend-forest-edge = Forest edge
map-legend-mountain-edge = Mountain edge
map-legend-river = River
map-legend-starting-tile = Starting tile
map-legend-unexplored = Unexplored
map-legend-village = Village
map-legend-city = City
map-legend-fortress = Fortress
map-legend-capital = Capital
map-legend-army-upright = Army, upright
map-legend-army-on-side = Army on its side
map-legend-choose-here = Choose here
map-legend-may-move-here = May move here
map-legend-move-order = Move order
map-legend-defend = Defend (R raze, G regroup, W works, A agitate)

## The map as a picture (src/ui/map_image.rs, src/ui/map/picture.rs)

picture-title = The map
picture-save = Save the map as a picture
picture-card = The map as a picture
picture-hex-before = Each hex
picture-hex-after = mm across
picture-print = To print at the scale of your terrain: { $size }
picture-save-svg = SVG to print
picture-png-before = PNG at
picture-png-after = dpi
picture-share = To share in a chat: { $size }
picture-save-png = PNG to share
picture-drawing = Drawing…
picture-mm = { $w } × { $h } mm
picture-px = { $w } × { $h } px
picture-none = —
picture-decimal-mark = .
picture-saved-svg = Saved: { $file } at { $mm } mm a hex.
picture-saved-png = Saved: { $file }, { $w } × { $h } pixels.
picture-hex-size = A hex from 5 to 500 mm across, please.
picture-dpi-range = A resolution from 10 to 2400 dpi, please.
picture-too-large = At { $dpi } dpi the picture would be { $w } × { $h } pixels: more than a browser can draw. { $most } dpi at most at this hex size.
picture-not-drawn = This browser could not draw { $w } × { $h } pixels: choose fewer dpi.
picture-failed = The picture could not be made: { $why }

## The map editor (src/ui/map_editor.rs)

editor-title = Map editor
editor-brush = Brush
editor-tool-land = Land
editor-tool-marsh = Marsh
editor-tool-water = Open water
editor-tool-river = River (toggle)
editor-tool-start = Starting tile (toggle)
editor-tool-winter = Winter zone (toggle; LOY-1 regional winter)
editor-tool-forest = Forest tile
editor-tool-mountain = Mountain tile
editor-tool-edge = Edge side: water → forest → mountain → none
editor-tool-road = Road across a side (toggle; domain war)
editor-tool-level = Province level (domain war)
editor-tool-law = Law holding (toggle)
editor-tool-guild = Guild holding (toggle)
editor-tool-temple = Temple holding (toggle)
editor-tool-source = Source holding (toggle)
editor-level = Level (0–10; empty: by settlement)
editor-hint = Click tiles to paint them; with the edge and road brushes, click near a tile's side.
editor-size = Size
editor-resize = Resize
editor-blank = Blank 12×10
editor-save-title = Save
editor-name = Name
editor-save = Save in this browser
editor-start = Save and start a campaign on it
editor-import = Import a map file
editor-saved-maps = Saved maps
editor-no-maps = No saved maps yet.
editor-open-map = Open { $name }
editor-default-name = My map
editor-no-name = Give the map a name first.
editor-saved = Saved "{ $name }" in this browser.
editor-saved-damaged = Saved "{ $name }". The maps saved before were damaged and could not be read: their text is kept in this browser under "marchwarden/maps-damaged", and a new list of maps was begun.
editor-unreadable = could not read it
editor-not-a-map-file = not a map file: { $why }
editor-imported = Imported { $name }.
editor-import-failed = Could not import { $name }: { $why }

## The campaign screen's notices and drawer (src/ui/campaign.rs, src/ui/app.rs)

leave-title = This campaign's last change is not saved
ask-no = Cancel
ask-raze = Raze it
ask-buy-anyway = Buy it anyway
leave-stay = Stay
leave-keep-copy = Keep this tab's moves as a copy, then go
leave-anyway = Go without them
campaign-unsaved = The last change is not saved in this browser.
campaign-seed-title = The campaign seed: the app's dice follow from it
campaign-seed = seed { $seed }
campaign-share-link = Send this link by chat or mail: opening it imports the campaign. It travels only where you send it.
campaign-close = Close
phones-intro = Each player can play their kingdom on their own phone or tablet on this network, with no server in between. Invite the kingdom and point that phone's camera at its square code (or open its link there); then press Scan and hold the phone's code up to this screen's camera, or paste it here.
phones-invite = Invite
phones-remove = Remove device
phones-link = Or open this link on the player's phone:
phones-answer = The code the phone shows:
phones-connect = Connect
phones-joined = On a phone
phones-away = Phone away: invite it again to rejoin (it is sent only what it missed)
phones-not-joined = Played at this screen
phones-played-by-app = Played by the app
phones-bad-code = That is not a code a phone shows: copy it again, whole.
phones-no-webrtc = This browser cannot connect to other devices (no WebRTC).
phones-scan = Scan
phones-stop-scan = Stop scanning
phones-no-camera = No camera could be used here: paste the phone's code instead.
phones-no-decoder = This browser cannot read square codes here: paste the phone's code instead.
join-title = Joining a campaign
join-making = Making this device's code…
join-show-code = Hold this up to the host's camera (Scan, on the host's screen), or paste the code below there, under "The code the phone shows":
join-waiting = Waiting for the host…
join-receiving = Connected: receiving the campaign ({ $got } of { $of })
join-bad-link = This link holds no invite: ask the host for a new one.
join-closed-unknown = The host does not know this invite: it may have been used already. Ask the host for a new one.
join-closed-no-seat = That kingdom is no longer in the campaign.
join-closed-removed = The host removed this device.
join-closed-refused = The host closed the connection.
join-lost = The connection to the host was lost: open a new invite from the host to rejoin.
join-host-gone = The connection to the host's screen is gone. To rejoin, open a new invite from the host. If the host's page is closed for good, this device holds the whole campaign and can carry on as the host.
join-carry-on = Carry on as host
join-home = To the start page
peer-not-yours = That decision is not your kingdom's.
peer-taken = That decision was answered already.
peer-refused = The host refused that answer.
campaign-copy = Copy the link
campaign-copied = Copied ✓
campaign-copy-refused = This browser refused: select the link above and copy it
campaign-reload = Reload
campaign-storage-warning = This browser's storage for Marchwarden is { $percent }% full: export your campaigns (start page, "Export all") and delete old ones before it runs out.
campaign-ok = OK
campaign-understood = Understood
campaign-panel-size = Panel size
campaign-drawer-map = Map
campaign-drawer-half = Half
campaign-drawer-panels = Panels
campaign-shared-link = the shared link
campaign-cannot-open = The saved campaign "{ $id }" cannot be opened: { $why }

## What a pending decision asks (src/engine/decision.rs, the phase bar)

prompt-the-table = The table
prompt-list = { $first }, { $rest }
prompt-roll = { $who }: roll { $count }D{ $sides } for { $purpose }
prompt-roll-each = { $who }: one D{ $sides } for each of { $count } kingdoms, for { $purpose }
prompt-choose-race = { $who }: choose your main race while the others look away
prompt-place-capital = { $who }: choose a starting tile for your capital
prompt-place-settlement = { $who }: place around your capital: { $kinds }
prompt-place-army = { $who }: place your first army on one of your settlements
prompt-give-order = { $who }: give one order ({ $n } { $n ->
        [one] token
       *[other] tokens
    } waiting)
prompt-resolve-order = { $who }: resolve one order ({ $n } { $n ->
        [one] order
       *[other] orders
    } left)
prompt-choose-battle = { $who }: choose a battle to fight ({ $n } possible { $n ->
        [one] battle
       *[other] battles
    })
prompt-choose-battle-kind = { $who }: choose the kind of battle at { $hex }
prompt-remove-ships = { $who }: remove { $count } { $count ->
        [one] ship or pair
       *[other] ship or pairs
    } of yours
prompt-remove-fallen = { $who }: remove { $count } { $count ->
        [one] fallen token
       *[other] fallen tokens
    } of yours
prompt-allocate-die = { $who }: put a die on an enemy army ({ $n ->
        [one] { $n } die
       *[other] { $n } dice
    } left)
prompt-declare-loser = { $who }: fight on, or declare yourself the loser?
prompt-concede = { $who }: fight at { $hex }, or concede the field?
prompt-report-tabletop = { $who }: play the battle at { $hex } on the table and enter the result
prompt-retreat = { $who }: retreat out of the battle ({ $n } { $n ->
        [one] token
       *[other] tokens
    } to move)
prompt-winner-move = { $who }: move one token out of the won tile, or stay
prompt-ship-home = { $who }: choose the city where ship { $ship } winters
prompt-armies-home = { $who }: your capital is lost; choose where your armies winter
prompt-tithe = { $who }: give a tithe to another kingdom, or pass
prompt-build = { $who }: buy one thing, or pass
prompt-starve = { $who }: not enough food; choose { $left ->
        [one] { $left } army
       *[other] { $left } armies
    } to disband
prompt-deploy = { $who }: place an army in one of your settlements ({ $n } waiting)
prompt-campaign-over = The campaign is over: see the final standings
prompt-loyalty-retreat = { $who }: choose where to retreat ({ $n } { $n ->
        [one] token
       *[other] tokens
    } to move)
prompt-push = { $who }: push one of your armies out of { $hex }
prompt-engage-stay = { $who }: stay inside the fortification at { $hex }, or take the field?
prompt-engage-pillage = { $who }: the enemy keeps to its walls at { $hex }: attack it, or pillage instead?
prompt-engage-catch = { $who }: only some of your armies can catch the skirmishers at { $hex }: attack with them?
prompt-engage-escort = { $who }: choose the army that meets the attack at { $hex }
prompt-engage-evade = { $who }: your skirmishers evade the enemy at { $hex }: how do you use it?
prompt-engage-spend = { $who }: army { $army } pillages { $hex }: how many of its free MP does it spend (1 GB each)?
prompt-roster = { $who }: army { $army } fights without a roster: take the suggested one (NAR-1)
prompt-test = { $side } tests its Leadership in { $test } ({ $rule })
prompt-sortie = { $who }: meet the attacker in the field, or stay behind the walls?
prompt-pick = { $who }: your scouts found { $left ->
        [one] { $left } opening
       *[other] { $left } openings
    }: choose
prompt-victim = { $who }: choose who falls
prompt-leave-out = { $who }: army { $army } force-marched: leave { $left } of its units out of the battle (DOM-3)
prompt-narrative-retreat = { $who }: regroup, or pursue the beaten enemy?
prompt-waiting = { $phase }: nobody can act here under the rules this campaign began with
prompt-phase-setup = Setup
prompt-phase-summer-orders = Summer orders
prompt-phase-summer-resolution = Summer resolution
prompt-phase-summer-battles = Summer battles
prompt-phase-summer-reform = Summer reform
prompt-phase-winter = Winter
prompt-phase-narrative-battles = Narrative battles

## The narrative battle (src/ui/panels/narrative_answers.rs)

p-narrative-die-face = { $die }: { $face }
p-narrative-tests = { $who } tests { $test } ({ $rule })
p-narrative-against = Leadership { $leadership } against difficulty { $difficulty }
p-narrative-chance = Chance to pass: { $chance }% (exact)
p-narrative-table-roll = Roll the narrative dice and press what each one shows:
p-narrative-die = Die { $n }: { $die }
p-narrative-a-unit = a unit
p-narrative-unit = { $name } (army { $army })
p-narrative-character = Leadership { $leadership }, Strategy { $strategy }
p-narrative-latest = The test just rolled:
p-narrative-no-roster = Army { $army } fights without a roster (NAR-1). Write its units below, or take the suggested one:
p-narrative-fight-with = { $n ->
        [one] Fight with this roster ({ $n } unit)
       *[other] Fight with this roster ({ $n } units)
    }
p-narrative-take-roster = Take the suggested roster
p-narrative-roll = Roll the dice
p-narrative-sortie-hint = NAR-SA-1: your scouts passed. Meet the attacker in the field (a field attack begins at the initial engagement, you testing first), or stay behind the walls and use the scouts' openings.
p-narrative-sortie = Sortie: meet them in the field
p-narrative-stay = Stay behind the walls
p-narrative-keep-out = Keep out { $unit }
p-narrative-disable = Disable { $development }
p-narrative-development-defence = Defence
p-narrative-development-order = Order
p-narrative-openings = { $left ->
        [one] { $left } opening
       *[other] { $left } openings
    } left (one per net success or pair of advantages).
p-narrative-done = That is all
p-narrative-victim-unit = { $enemy_chooses ->
        [0] One net advantage or threat destroys a unit of this side, and this side chooses which (NAR-SYM-1):
       *[other] Two net advantages or threats destroy a unit of this side, and its enemy chooses which (NAR-SYM-1):
    }
p-narrative-victim-character = { $enemy_chooses ->
        [0] Three net advantages or threats make a character of this side a casualty, and this side chooses which (NAR-SYM-1):
       *[other] A triumph or a despair makes a character of this side a casualty, and its enemy chooses which (NAR-SYM-1):
    }
p-narrative-leave-out = Leave out { $unit }
p-narrative-worn = DOM-3: one unit per forced-march hit sits out every count of this battle; { $left } to choose.
p-narrative-won = The battle is won. Regroup (+1 to your recovery rolls) or pursue (a test; each net success or pair of advantages is one more casualty of your choice).
p-narrative-regroup = Regroup
p-narrative-pursue = Pursue
p-narrative-scouting = Scouting
p-narrative-initial-assault = Initial assault
p-narrative-storming = Storming the walls
p-narrative-retreat = Retreat
p-narrative-recovery = Recovery
p-narrative-initial-engagement = Initial engagement
p-narrative-full-engagement = Full engagement
p-narrative-automatic = passes automatically (DICE-3)
p-narrative-net = net { $successes } success, { $advantages } advantage{ $triumphs ->
        [0] {""}
       *[other] , { $triumphs } triumph
    }: { $verdict }
p-narrative-passes = passes
p-narrative-fails = fails
p-narrative-who = { $who } · { $test } ({ $rule })
p-narrative-role = { $role } { $kingdom }
p-narrative-odds = { $attacker } wins { $win }% · { $defender } wins { $loss }%
p-narrative-simulated = { $tests ->
        [0] Odds of the whole battle: 100,000 battles simulated with the app's suggested choices.
       *[other] Odds of the battle from here: 10,000 battles simulated from this moment with the app's suggested choices.
    }
p-narrative-settlement-attack = Settlement attack (§9.4)
p-narrative-field-attack = Field attack (§9.5)
p-narrative-kept-out = Kept out by the scouts: { $units }
p-narrative-disabled = Disabled: [{ $developments }]
p-narrative-fallen = Fallen: { $units }
p-narrative-legend = ✶ success · ▲ advantage · ★ triumph · ✖ failure · ▼ threat · ☠ despair

## The chronicle's sentences: events (ev-), commands (cmd-), dates (when-) and their parts (chron-) (src/engine/chronicle)

when-setup = Setup
when-month = Year { $year }, month { $month }
when-winter = Year { $year }, winter
when-end = The end
chron-nothing = { "" }
chron-name = { $name }
chron-number = { $n }
chron-plus = +{ $n }
chron-half = ½
chron-and-a-half = { $n }½
chron-tile = { $tile }
chron-comma = { $first }, { $rest }
chron-semicolon = { $first }; { $rest }
chron-arrow = { $first } → { $rest }
chron-none = none
chron-army = Army { $id }
chron-ship = Ship { $id }
chron-race = { $kingdom }: { $race }
chron-undone = Undone: { $command } (APP-3).
chron-rule-set-2 = SET-2
chron-rule-sum-res-2 = SUM-RES-2
chron-rule-ref-6 = REF-6
chron-rule-sim-2 = SIM-2
chron-rule-lwb-1 = LWB-1
chron-rule-nav-1 = NAV-1
chron-rule-win-6 = WIN-6
chron-rule-loy-11 = LOY-11
chron-rule-nar-sym-2 = NAR-SYM-2
chron-rule-dom-10 = DOM-10
chron-rule-dom-6 = DOM-6
chron-rule-dom-7 = DOM-7
chron-rule-dom-8 = DOM-8
chron-rule-dom-5 = DOM-5
chron-rule-loy-2 = LOY-2
chron-rule-loy-9 = LOY-9
chron-rule-res-1 = RES-1
chron-rule-loy-4-2 = LOY-4.2
chron-rule-loy-4-3 = LOY-4.3
chron-rule-loy-4-5 = LOY-4.5
chron-rule-loy-4-6 = LOY-4.6
chron-rule-loy-3 = LOY-3
chron-rule-loy-4 = LOY-4
chron-rule-loy-10 = LOY-10
chron-rule-nar-sa-1 = NAR-SA-1
chron-rule-nar-sa-2 = NAR-SA-2
chron-rule-nar-sa-3 = NAR-SA-3
chron-rule-nar-sa-4 = NAR-SA-4
chron-rule-nar-fa-1 = NAR-FA-1
chron-rule-nar-fa-2 = NAR-FA-2
chron-rule-nar-fa-3 = NAR-FA-3
chron-rule-nar-fa-4 = NAR-FA-4
ev-dice-rolled = { $kingdom } rolled { $faces } for { $purpose } ({ $rule }).
ev-dice-rolled-table = The table rolled { $faces } for { $purpose } ({ $rule }).
ev-race-chosen = { $kingdom } has chosen its main race, in secret (SET-1).
ev-races-revealed = The races are revealed: { $races } (SET-1).
ev-player-order-tied = Tied, and rolling again: { $groups } (SET-2).
ev-player-order-set = Player order: { $order } ({ $rule }).
ev-capital-placed = { $kingdom } founded its capital city at { $tile } (SET-3).
ev-settlement-placed = { $kingdom } founded a { $kind } at { $tile } (SET-4).
ev-tile-controlled = { $kingdom } took control of { $tile }.
ev-allied-army-raised = { $kingdom } raised allied army { $army } ({ $points } points) at { $tile } (WIN-4).
ev-army-raised = { $kingdom } raised army { $army } ({ $points } points) at { $tile }.
ev-setup = Setup.
ev-phase-began = Phase { $phase } begins.
ev-order-given = { $kingdom } ordered { $ship ->
        [1] ship
       *[other] army
    } { $token } to { $order } (SUM-ORD-1).
ev-settlement-marked = The settlement at { $tile } is marked to be razed (SUM-ORD-6).
ev-army-moved = Army { $army } of { $kingdom } moved from { $from } to { $to } (SUM-RES-1).
ev-exploration-pending = { $kingdom } enters unexplored { $tile } and explores it (SUM-RES-2).
ev-explored = { $kingdom } explored { $tile }: 2D6 = { $total }, a { $found } (SUM-RES-2).
ev-explored-nothing = { $kingdom } explored { $tile }: 2D6 = { $total }, nothing but open country (SUM-RES-2).
ev-settlement-razed = Army { $army } of { $kingdom } razed the settlement at { $tile } (SUM-RES-4).
ev-raze-failed = Army { $army } of { $kingdom } failed to raze { $tile }: an enemy stands there, or nothing is left to burn (SUM-RES-4).
ev-defence-taken = Army { $army } of { $kingdom } takes up a defensive position (SUM-RES-5).
ev-stood-up = Army { $army } of { $kingdom } regroups and stands upright (SUM-RES-6).
ev-army-laid-down = Army { $army } of { $kingdom } is laid on its side by the forest, mountains or river it crossed (REF-1).
ev-settlement-unmarked = The failed raze at { $tile } is forgotten; the settlement stands (REF-2).
ev-defence-cleared = Army { $army } leaves its defensive position (REF-5).
ev-order-tied = Tied on armies, and rolling for the order: { $groups } ({ $rule }).
ev-month-ended = The month ends.
ev-winter-ended = The winter is over; every token stands ready for the new year (WIN-6).
ev-month-began = Year { $year }, month { $month } begins (REF-7).
ev-battle-chosen = { $attacker } attacks { $defender } at { $tile } (SUM-BAT-1).
ev-slaughter = It is a slaughter (SUM-BAT-3).
ev-battle-kind = The battle is a { $kind } (SUM-BAT-3).
ev-die-hit = { $kingdom } puts a { $face } on army { $army } (Defence { $defence }): a hit: −100 points (SIM-3).
ev-die-no-effect = { $kingdom } puts a { $face } on army { $army } (Defence { $defence }): no effect (SIM-3).
ev-naval-hits = Hits on 4+: { $attacker } by the attacker, { $defender } by the defender (NAV-1).
ev-concedes = { $kingdom } concedes: it is the loser.
ev-fights-on = { $kingdom } fights on.
ev-lost-slaughtered = { $token } is slaughtered (SUM-BAT-3).
ev-lost-destroyed = { $token } is reduced to nothing and destroyed (SIM-3).
ev-lost-sunk = { $token } is sunk (NAV-1).
ev-lost-no-retreat = { $token } has nowhere to retreat and is destroyed (RES-1).
ev-lost-no-units = { $token } has lost its last unit and is removed (UST-4).
ev-lost-no-home = { $token } has no settlement to winter in and is lost (WIN-1).
ev-lost-disbanded = { $token } is disbanded (WIN-4).
ev-lost-starved = { $token } cannot be fed and disbands (WIN-5).
ev-lost-no-room = { $token } finds no room in any settlement and disbands (WIN-6).
ev-lost-fallen = { $token } is lost with its kingdom (WIN-8).
ev-lost-surrounded = { $token } has no tile around it to retreat to (none is friendly and open to it) and is destroyed (LOY-4.1).
ev-lost-stranded = { $token } finds nowhere to stop beyond the devastation and is destroyed (LOY-4.4).
ev-lost-rebels = { $token } is cut off a whole season in a rebel province and destroyed (LOY-6).
ev-lost-unsupplied = { $token } starves, out of supply at three month-ends in a row, and is destroyed (LOY-8).
ev-lost-marched-unsupplied = { $token } marches out of supply until nothing is left of it, and is destroyed (DOM-4).
ev-unit-strengthened = Army { $army }'s { $name }: Unit Strength { $by } (UST-1).
ev-unit-weakened = Army { $army }'s { $name }: Unit Strength { $by } (UST-2).
ev-unit-lost = Army { $army }'s { $name } is worn out and disbanded (UST-4).
ev-battle-won = { $kingdom } wins the battle (RES-3).
ev-battle-won-score = { $kingdom } wins the battle ({ $a } to { $d }) (RES-3).
ev-battle-drawn = No side wins (RES-2).
ev-battle-drawn-score = No side wins ({ $a } to { $d }) (RES-2).
ev-token-retreated = { $token } retreats from { $from } to { $to } (RES-2).
ev-token-retreated-laid = { $token } retreats from { $from } to { $to }, laid on its side (RES-1).
ev-winner-moved = { $token } moves on from { $from } to { $to } (RES-3).
ev-eliminated = { $kingdom } controls no tile and falls in year { $year } (WIN-8).
ev-recalled = { $token } goes home for the winter to { $tile } (WIN-1).
ev-gathered = { $kingdom } gathers { $gold } gold and { $food } food (WIN-2).
ev-tithed = { $from } gives { $to } { $gold } gold and { $food } food (WIN-3).
ev-passed = { $kingdom } passes.
ev-purchased = { $kingdom } buys { $what } at { $tile } for { $gold } gold (WIN-4).
ev-purchased-food = { $kingdom } buys { $what } at { $tile } for { $gold } gold and { $food } food (WIN-4).
ev-ship-built = Ship { $ship } is launched at { $tile } (WIN-4).
ev-fed = { $kingdom } feeds its armies: { $food } food (WIN-5).
ev-stores-lost = The unspent gold and food of { $kingdom } are lost (WIN-5).
ev-staged = { $armies } armies leave the map to be placed again (WIN-6).
ev-deployed = { $kingdom } places army { $army } at { $tile } (WIN-6).
ev-paired = Army { $army } embarks on ship { $ship }; they move as a pair (SUM-ORD-2).
ev-unpaired = Army { $army } disembarks from ship { $ship } (SUM-ORD-2).
ev-unit-removed = Army { $army }'s { $name } leaves the roster (SET-7).
ev-unit-added = Army { $army } musters { $name } ({ $size }, Unit Strength { $strength }) (SET-7).
cmd-order-move = move to { $tile }
cmd-order-agitate = agitate at { $tile }
cmd-order-pillage = pillage for { $mp } MP
cmd-order-plunder = plunder the { $kinds } holdings
cmd-order-lower-source = lower the source holding
cmd-order-skirmish = stand and skirmish
cmd-roll = the roll of { $faces }
chron-module = a step of the { $module } module, which this version of the app does not have
cmd-roll-any = a roll
cmd-choose-race = a race chosen
cmd-place-capital = the capital at { $tile }
cmd-place-settlement = the { $kind } at { $tile }
cmd-place-army = the army placed at { $tile }
cmd-resolve-order = resolving army { $army }'s order
cmd-give-order = the order to army { $army } to { $order }
cmd-choose-battle = the battle chosen at { $tile }
cmd-choose-battle-kind = the choice of a { $kind }
cmd-remove-token = removing token { $token }
cmd-allocate-die = the { $face } put on army { $army }
cmd-concede = declaring defeat
cmd-fight-on = fighting on
cmd-report-tabletop = the tabletop result
cmd-retreat = the retreat of token { $token } to { $tile }
cmd-winner-move = the move of token { $token } to { $tile }
cmd-winner-stays = staying in the won tile
cmd-recall-to = wintering at { $tile }
cmd-tithe = the gift of { $gold } gold and { $food } food to kingdom { $kingdom }
cmd-pass = passing
cmd-buy = buying { $what } at { $tile }
cmd-disband = disbanding army { $army }
cmd-starve = letting army { $army } go hungry
cmd-deploy = placing army { $army } at { $tile }
cmd-switch-resolver = switching to a { $kind }
cmd-pair = pairing army { $army } with ship { $ship }
cmd-unpair = splitting the pair of ship { $ship }
cmd-add-unit = adding { $name } to army { $army }
cmd-remove-unit = removing unit { $unit } from army { $army }
cmd-mobilise = the forced mobilisation at { $tile }
cmd-push = pushing army { $army } on to { $tile }
cmd-march = army { $army }'s march to { $tile }
cmd-mounted = army { $army } mounted
cmd-on-foot = army { $army } on foot
cmd-engage = the choice to { $answer }
cmd-accept-roster = the roster of army { $army }
cmd-sortie = the sortie
cmd-stay-behind = staying behind the walls
cmd-unit = unit { $unit } of army { $army }
cmd-disable = disabling { $development }
cmd-done = the end of the picks
cmd-regroup = regrouping
cmd-pursuit = the pursuit
cmd-set-developments = the developments of { $tile }
chron-cause-invader-defeated = the invader was defeated there
chron-cause-defender-won = the defender won there
chron-cause-defender-lost = the defender lost where the province favours the victor
chron-cause-retreated-onto = army { $army } retreated onto it
chron-cause-captured = taken from { $kingdom }, whom it favoured
chron-cause-wintered = army { $army } wintered there
chron-cause-works = economic works by army { $army }
chron-cause-agitated = agitation by { $kingdom }
chron-cause-floor = newly taken: at least 1
chron-cause-pillaged = pillaged by { $kingdom }
chron-counted = army { $army } ({ $n } of 3)
chron-loyalty-noted = { $kingdom } at { $tile }: { $cause } counts { $delta } for the end of the turn ({ $rule }).
chron-loyalty-changed = Loyalty to { $kingdom } at { $tile } goes from { $old } to { $new }: { $causes } ({ $rule }).
chron-loyalty-unchanged = Loyalty to { $kingdom } at { $tile } stays at { $new }: { $causes } ({ $rule }).
chron-loyalty-beaten = { $tokens } beaten: will retreat after the last battle (LOY-13).
chron-loyalty-drawn = { $tokens } held to a draw: will retreat after the last battle (LOY-13).
chron-loyalty-winner-owed = { $kingdom } may move on from { $tile } once the losers have gone (LOY-13).
chron-loyalty-retreats = The beaten armies retreat (LOY-4).
chron-through = {" "}through { $tile }
chron-over-limit = , over its limit
chron-pushing = , pushing on the army there
chron-laid-down = , laid on its side
chron-loyalty-retreated = { $token } retreats from { $from }{ $via } to { $to }{ $how }{ $side } ({ $rule }).
chron-loyalty-pushed = Army { $army } is pushed on from { $from } to { $to } (LOY-4.6).
chron-loyalty-move-refused = { $token } may not enter { $tile }: its supply limit there is { $limit } (LOY-3). It stays.
chron-loyalty-works = { $token } works the land{ $outcome } (LOY-10).
chron-loyalty-agitates = { $token } agitates at { $tile }{ $outcome } (LOY-10).
chron-no-effect = , to no effect
chron-loyalty-devastated = { $tile } is devastated: loyalty 0 to all, six months to recover ({ $rule }).
chron-loyalty-counts-from-next = Devastated at the month's end, { $tile } counts its six months from the next (LOY-5).
chron-loyalty-recovered = { $tile } recovers from devastation and rises in rebellion (LOY-5).
chron-loyalty-rebelled = { $tile } rebels against its lord (LOY-6).
chron-loyalty-pacified = The rebellion at { $tile } is over (LOY-6).
chron-loyalty-abandoned = { $tile } slips out of the hands of { $kingdom } (LOY-5, LOY-6).
chron-loyalty-defected = Rebel { $tile } goes over to { $kingdom }, whom it favours ({ $loyalty }) (LOY-6).
chron-loyalty-swayed = { $tile }: rolled { $face } against the loyalty to { $holder }, { $loyalty }: the province goes over to { $to } (LOY-11).
chron-loyalty-stays = { $tile }: rolled { $face } against the loyalty to { $holder }, { $loyalty }: it stays loyal (LOY-11).
chron-loyalty-mobilised = { $kingdom } forcibly mobilises army { $army } at { $tile } (LOY-10).
chron-loyalty-winter-came = Winter closes the winter zones: armies there stand in winter quarters, and none may enter (LOY-1).
chron-unsupplied = out of supply: { $armies } (LOY-8)
chron-in-rebel = cut off in rebel lands: { $armies } (LOY-6)
chron-month-end = Month's end: { $parts }.
chron-holding = { $kind } { $level }
chron-then-pillage = , then pillage { $mp } MP
chron-stop-unexplored = , stopping at the unexplored tile
chron-stop-enemy = , stopping where the enemy stands
chron-forced-march = ; forced march: { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } at the start of its first battle this month (DOM-3)
chron-domain-planned = Army { $army } will march by { $path }{ $pillage } (DOM-11).
chron-domain-marched = Army { $army } marched by { $path } for { $spent } MP{ $stop }{ $forced } (DOM-11).
chron-domain-starved = Army { $army } spent its MP out of supply and lost { $points } points (DOM-4).
chron-domain-overspent = Army { $army } pillaged past its allowance: { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } at the start of its first battle this month (DOM-3, DOM-10).
chron-domain-hits-taken = { $token } starts the battle tired from its forced march: { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } (DOM-3).
chron-domain-pillaged = Army { $army } of { $kingdom } pillaged { $tile } for { $gb } GB (DOM-10).
chron-barred-own-land = it is the army's own land (DOM-10)
chron-barred-enemy-army = an enemy army stands there (DOM-10)
chron-barred-exhausted = this month's take has reached the province level (DOM-10)
chron-barred-not-occupied = nothing there to plunder in a tile it occupies (DOM-9)
chron-domain-barred = Army { $army } took nothing at { $tile }: { $why }.
chron-domain-plundered = Army { $army } of { $kingdom } destroyed { $holdings } at { $tile } for { $gb } GB of plunder (DOM-9).
chron-domain-source-lowered = Army { $army } lowered the source holding at { $tile } by 1 (DOM-9).
chron-domain-freed = The occupation of { $tile } is over: its winter has passed (DOM-9).
chron-domain-checks-due = The domain turn ends: the pillaged provinces { $tiles } roll 2D10 each (DOM-10).
chron-domain-level-fell = { $tile }: 2D10 = { $total } against { $taken } GB pillaged this turn: the province level falls from { $level } to { $lower } (DOM-10).
chron-domain-level-held = { $tile }: 2D10 = { $total } against { $taken } GB pillaged this turn: the province holds at level { $level } (DOM-10).
chron-domain-turn-ended = The domain turn is over (DOM-10).
chron-domain-mounted = Army { $army } is mounted (DOM-1).
chron-domain-on-foot = Army { $army } marches on foot (DOM-1).
chron-domain-answered = { $kingdom } chooses: { $answer } ({ $rule }).
chron-domain-called-off = No battle at { $tile }: { $kingdom } pillages instead of fighting.
chron-domain-second-due = When the late armies arrive, a second battle follows at { $tile } (DOM-7).
chron-domain-second-begun = The late armies have arrived (DOM-7).
chron-domain-skirmishing = Army { $army } stands and skirmishes (DOM-5).
chron-engaged-second = the second battle, without the domain war's special rules (DOM-7)
chron-engaged-ambush = an ambush: the attacker may neither move nor attack in the first round (DOM-6)
chron-engaged-units = the evader attacks only { $n } units, picked alternately (DOM-6)
chron-engaged-arrival = army { $army } arrives in round { $round } (DOM-7)
chron-engaging = The battle is being joined (DOM-5).
chron-engaged = The battle is joined.
chron-engaged-with = The battle is joined: { $parts }.
chron-answer-stay = stay in the fortification
chron-answer-take-field = take the field
chron-answer-attack = attack
chron-answer-decline = do not engage
chron-answer-pillage = pillage instead of fighting
chron-answer-pick-units = attack only some of the enemy's units
chron-answer-ambush = force the enemy into an ambush
chron-answer-escort = army { $army } meets the attack
chron-answer-spend = { $mp ->
    [0] keep the MP of army { $army } (no pillage)
   *[other] pillage with { $mp } MP of army { $army }
}
chron-die-face = { $die }: { $face }
chron-development-defence = Defence
chron-development-order = Order
chron-development-rank = { $development } { $rank }
chron-triumphs = , { $n ->
        [one] { $n } triumph
       *[other] { $n } triumphs
    }
chron-symbols = net { $successes ->
        [one] { $successes } success
       *[other] { $successes } successes
    }, { $advantages ->
        [one] { $advantages } advantage
       *[other] { $advantages } advantages
    }{ $triumphs }
chron-test-automatic = { $kingdom } passes { $test } automatically ({ $rule }, DICE-3).
chron-test-passes = { $kingdom } tests { $test }: { $dice } — { $symbols }: it passes ({ $rule }).
chron-test-fails = { $kingdom } tests { $test }: { $dice } — { $symbols }: it fails ({ $rule }).
chron-nar-excluded = { $name } is kept out of the next phase by the scouts.
chron-nar-worn = { $name } is worn out by the forced march and left out of every count of this battle (DOM-3).
chron-nar-fell = { $name } falls (NAR-SYM-1).
chron-nar-disabled = The scouts disable the settlement's { $development } for this battle (NAR-SA-1).
chron-nar-lost = { $name }: recovery roll { $roll }, is lost for good (NAR-SYM-2).
chron-nar-reduced = { $name }: recovery roll { $roll }, returns reduced (NAR-SYM-2).
chron-nar-intact = { $name }: recovery roll { $roll }, returns intact (NAR-SYM-2).
chron-nar-roll = { $face }
chron-nar-roll-regrouped = { $face } + 1 for regrouping = { $total }
chron-nar-regroups = { $kingdom } wins and regroups: +1 to its recovery rolls (NAR-SA-4).
chron-nar-pursues = { $kingdom } wins and pursues the beaten army (NAR-SA-4).
chron-nar-mustered = Army { $army } takes the suggested roster (NAR-1).
chron-nar-developed = The settlement at { $tile } has these developments now: { $developments } (NAR-2).

## The chronicle, dice tray and loyalty journal panels (src/ui/panels/chronicle.rs, journal.rs) and the story (src/ui/story.rs)

chron-dice = Dice
chron-no-dice = No dice rolled yet.
chron-table = Table
chron-stand-in = Reason
chron-undo = Undo
chron-moves-undone = { $n } moves, one after another (APP-3).
chron-title = Chronicle
chron-filter = Show the chronicle of
chron-all-kingdoms = All kingdoms
chron-story = The whole story:
chron-story-html = ⇩ Page
chron-story-html-title = A page with every year, battle and map, to keep, print or send
chron-story-md = ⇩ Markdown
chron-story-md-title = The same in Markdown, for a forum or a wiki
chron-past-reading = Earlier lines are still being read back…
chron-earlier = Show earlier lines ({ $n } more)
chron-journal-title = Loyalty journal
chron-journal-tile = Tile
chron-journal-kingdom = Kingdom
chron-journal-rule = Rule
chron-journal-all = All
chron-journal-changes = LOY-9 changes
chron-journal-floor = LOY-2 floor
chron-journal-none = No loyalty has changed yet (changes are counted at each month's end).
chron-journal-when = When
chron-journal-old-new = Old → new
chron-journal-cause = Cause
chron-journal-month = Y{ $year } M{ $month }
chron-journal-winter = Y{ $year } winter
chron-kept-secret = Army { $army } changes its roster, kept secret until a battle shows it (SET-7).
chron-story-title = { $name } — the story
chron-story-year = Year { $year }
chron-story-odds = Odds before the dice: { $attacker } { $a }% · draw { $draw }% · { $defender } { $d }% (APP-5).
chron-story-map-end = The map at the end
chron-story-map-now = The map now
chron-story-year-map = The map at the end of year { $year }
chron-story-over-the-campaign = Over the campaign
chron-story-now = now
chron-story-of-each-kingdom = { $measure } of each kingdom
chron-story-final-standings = Final standings
chron-story-standings-now = Standings now
chron-story-by-source = Kingdom · might by source
chron-story-might = Might
chron-story-kingdoms = Kingdoms: { $names }.
chron-story-kingdom = Kingdom
chron-story-might-by-source = Might by source

## Results as moments (src/ui/panels/moments.rs)

p-moment-wins = { $winner } wins at { $at }
p-moment-draw = A draw at { $at }
p-moment-battle = battle
p-moment-fallen = { $n ->
        [one] Fell: { $units }.
       *[other] Fell ({ $n }): { $units }.
    }
p-moment-hit = hit army { $army }
p-moment-miss = miss army { $army }
p-moment-loses = Army { $army } loses { $points } points
p-moment-destroyed = { $token } is destroyed
p-moment-retreats = { $token } retreats to { $to }{ $laid ->
        [1] , laid on its side
       *[other] {""}
    }
p-moment-moves-on = { $token } moves on to { $to }
p-moment-kind = { $when } · { $kind } · { $attacker } attacked { $defender }
p-moment-got-it = Got it
p-moment-recap-won = Battle at { $at }: { $winner } won
p-moment-recap-draw = Battle at { $at }: a draw
p-moment-took = { $kingdom } took { $tiles }
p-moment-explored = { $kingdom } explored { $tiles }
p-moment-found-at = Found at { $at }: a { $kind }
p-moment-lost = { $token } was lost
p-moment-since-orders = { $kingdom }: since your last orders
p-moment-what-happened = What happened
p-moment-since-last-month = Since last month · REF-7
p-moment-found = a { $kind }
p-moment-open-country = nothing but open country
p-moment-explores = { $kingdom } explores · SUM-RES-2
p-moment-rolled = { $at }: rolled { $total } — { $found }
p-moment-tied = Tied — roll again
p-moment-tied-again = The tied kingdoms roll once more to settle the order.

## The answers to a loyalty decision (src/ui/panels/loyalty_answers.rs)

p-loyalty-retreat = Choose where each beaten army lands (or pick it, then click a marked tile). Each spot names the clause of LOY-4 that allows it.
p-loyalty-from = { $token } from { $from }
p-loyalty-may-land = Where { $token } may land
p-loyalty-over-limit = LOY-4.6: { $at } is over its limit. Choose which of your armies there moves on, and where: a tile below its limit takes it; a full one passes the push on.
p-loyalty-pushes = Pushes
p-loyalty-pushes-on = pushes on
p-loyalty-stops = stops
p-loyalty-push = Army { $army } → { $to } ({ $how })

## The open campaign (src/ui/session.rs, src/storage/index.rs)

session-month = Year { $year } of { $years }, month { $month } of { $months } · { $phase }
session-winter = Year { $year } of { $years }, winter
session-looking-back = This is the campaign as it was: go back to now to play on.
session-undo = Undo { $what }{ $n ->
        [0] {""}
        [one] {" "}and the app's move after it
       *[other] {" "}and the app's { $n } moves after it
    } (Ctrl+Z)
p-undone = Undone: { $what }{ $n ->
        [0] {""}
        [one] {" "}and the app's move after it
       *[other] {" "}and the app's { $n } moves after it
    }.
p-undone-app = Undone: the app's { $n ->
        [one] last move
       *[other] last { $n } moves
    }.
session-undo-app = Undo the app's { $n ->
        [one] last move
       *[other] last { $n } moves
    } (Ctrl+Z)
session-redo = Redo { $what } (Ctrl+Shift+Z)
session-nothing-to-undo = Nothing to undo
session-nothing-to-redo = Nothing to redo
session-link-too-long = This campaign is too long for a link ({ $length } characters; links are kept under { $max } so chats and mail carry them whole). Export the file and send that instead.
session-link-failed = { $why }

## Importing campaigns (src/ui/import.rs, src/engine/migrate.rs)

import-done = Imported { $file }.
import-failed = Could not import { $file }: { $why }
import-stopped = The import of { $file } was stopped; nothing was changed.
import-bundle-item = campaign { $n } of { $file }
import-continues = { $file } goes on from the copy here: { $new ->
        [one] { $new } new step
       *[other] { $new } new steps
    }. { $since }
import-link-bundle = This link holds { $n } campaigns: a link opens one campaign. Import them from the “export all” file instead.
import-redo-dropped = { $n ->
        [one] The step undone here, which could still be redone, was
       *[other] The { $n } steps undone here, which could still be redone, were
    } replaced by the imported moves.
import-older = { $file } is an older copy of this campaign, { $behind ->
        [one] { $behind } step
       *[other] { $behind } steps
    } behind the one here: nothing was changed.
import-same = { $file } is the same as the copy here: nothing was changed.
import-diverged = { $file } went another way than the copy here ("{ $here }") from step { $at } on: it is kept as a campaign of its own, and the copy here is unchanged.
import-more = … { $earlier } more, then: { $shown }
import-lines = { $first } { $rest }
import-migrated-loyalty = This campaign was started with loyalty and supply (OPT-LOYALTY) switched on, in a version that had none of those rules: it was played without them, and it goes on without them. The option is now shown as off.
import-migrated-domain = This campaign was started with the domain war (OPT-DOMAIN) switched on, in a version that had none of those rules: it was played without them, and it goes on without them. The option is now shown as off.

## The domain war's answers (src/ui/panels/domain_answers.rs)

p-domain-stay = Stay inside the walls (DOM-8)
p-domain-take-field = Take the field
p-domain-attack = Attack
p-domain-decline = Let them go (they evade)
p-domain-pillage = Pillage instead of fighting (DOM-6 1)
p-domain-pick = Attack only some of their units (DOM-6 2)
p-domain-ambush = Lure them into an ambush (DOM-6 3)
p-domain-escort = Army { $army } meets the attack
p-domain-spend = { $mp ->
    [0] None: keep every MP
   *[other] { $mp } MP: { $mp } GB
}
p-domain-joining = Joining the battle
p-domain-cost = { $cost } MP
p-domain-cost-forced = { $cost } MP, { $over } forced: { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } (DOM-3)
p-domain-lay-title = DOM-11: choose the path yourself
p-domain-lay = Lay the path tile by tile
p-domain-click-tiles = Click the tiles of the march in order on the map.
p-domain-march-along = March along it
p-domain-pillage-title = DOM-10: MP spent pillaging where the march stops (1 GB each)
p-domain-pillage-mp = Pillage MP
p-domain-skirmish-title = DOM-5: 1 MP; only enemies as fast may attack
p-domain-skirmish = Skirmish
p-domain-march-to = March to… ({ $n } tiles; or click a shaded tile on the map)
p-domain-marches-for = Marches for army { $army }

## The answers to a winter decision (src/ui/panels/winter_answers.rs)

p-winter-gold = { $gold } gold
p-winter-gold-food = { $gold } gold, { $food } food
p-winter-pass = Pass
p-winter-answers = Answers
p-winter-buy-a-village = Buy village at { $at } · { $price }
p-winter-buy-a-city = Buy city at { $at } · { $price }
p-winter-buy-a-fortress = Buy fortress at { $at } · { $price }
p-winter-buy-a-new-capital = Buy new capital at { $at } · { $price }
p-winter-buy-a-ship = Buy ship at { $at } · { $price }
p-winter-buy-an-army = Buy army at { $at } · { $price }
p-winter-buy-an-allied-army = Buy allied army at { $at } · { $price }
p-winter-disband = Disband army { $army }
p-winter-unfed = leaves { $n } { $n ->
        [one] army
       *[other] armies
    } unfed at feeding (WIN-5)
p-winter-unfed-confirm = This purchase { $warning }: that army will be disbanded. Buy it anyway?
p-winter-buy-hint = Buy one thing this turn, or pass. Click a highlighted tile to see only what it can buy.
p-winter-can-buy = What { $at } can buy:
p-winter-show-all = Show all ({ $all })
p-winter-choose-home = Choose where to winter (or click a highlighted tile):
p-winter-tithe = You may give one other kingdom up to 1 gold and 1 food (once each this winter).
p-winter-give-both = Give { $kingdom } 1 gold and 1 food
p-winter-give-gold = Give { $kingdom } 1 gold
p-winter-give-food = Give { $kingdom } 1 food
p-winter-starve = There is not food for every army: choose { $left } to disband.
p-winter-deploy = Pick an army, then a settlement of yours with room (on the map or here):
p-winter-staged = Staged armies

## The new campaign's first name (src/ui/new_campaign.rs)

campaign-default-name = The Border Marches

## The story's decimal mark (src/ui/story.rs)

chron-story-decimal-mark = .

## Where a kingdom's might comes from (engine/scoring.rs)
score-by-source = battles { $battles } · towns { $towns } ({ $parts }) · armies { $armies }
score-capital = capital
score-fell = fell in year { $year } · { $sources }
score-cities = { $n ->
    [one] { $n } city
   *[other] { $n } cities
}
score-fortresses = { $n ->
    [one] { $n } fortress
   *[other] { $n } fortresses
}
score-villages = { $n ->
    [one] { $n } village
   *[other] { $n } villages
}

## Unit sizes as a roster shows them (src/ui/panels/roster.rs)
p-roster-size-troop = Troop
p-roster-size-regiment = Regiment
p-roster-size-horde = Horde
p-roster-size-legion = Legion
p-roster-size-other = Other
p-roster-size-infantry = Infantry
p-roster-size-heavy-infantry = Heavy Infantry
p-roster-size-large-infantry = Large Infantry
p-roster-size-monstrous-infantry = Monstrous Infantry
p-roster-size-cavalry = Cavalry
p-roster-size-large-cavalry = Large Cavalry
p-roster-size-chariot = Chariot
p-roster-size-war-engine = War Engine
p-roster-size-monster = Monster
p-roster-size-titan = Titan
p-roster-size-hero = Hero
p-roster-size-swarm = Swarm

## Stand-ins: the reasons a kingdom played by the app gives (src/engine/stand_in)
stand-in-attacks = { $kingdom } (played by the app) attacks { $tile }: { $chance }% to win against the armies there now.
stand-in-fights = { $kingdom } (played by the app) fights at { $tile }: { $chance }% to win.
stand-in-guards = { $kingdom } (played by the app) guards { $tile }: an enemy stands beside it.
stand-in-takes = { $kingdom } (played by the app) takes { $tile }.
stand-in-explores = { $kingdom } (played by the app) explores { $tile }.
stand-in-advances = { $kingdom } (played by the app) moves toward ground not yet its own.
stand-in-holds = { $kingdom } (played by the app) holds its ground.
stand-in-holds-capital = { $kingdom } (played by the app) holds its capital { $tile }: an enemy army can reach it by next month.
stand-in-looked-ahead = { $reason } It chose this after playing each of its { $n } best moves three months ahead.
stand-in-allocates = { $kingdom } (played by the app) allocates as "Allocate for me" does (SIM-6).
stand-in-falls-back = { $kingdom } (played by the app) falls back onto its own ground.
stand-in-buys = { $kingdom } (played by the app) buys what adds the most might.
stand-in-places = { $kingdom } (played by the app) places an army at { $tile }, where the fewest of its armies stand, nearest the frontier.
stand-in-regroups = { $kingdom } (played by the app) regroups rather than pursue.
stand-in-answers = { $kingdom } (played by the app) takes the first answer offered.
stand-in-pillages = { $kingdom } (played by the app) pillages { $tile } for gold.
stand-in-plunders = { $kingdom } (played by the app) plunders the holdings of { $tile }.
stand-in-evades = { $kingdom } (played by the app) keeps its army out of a battle at { $tile } it is not likely to win.
stand-in-ambushes = { $kingdom } (played by the app) lays an ambush at { $tile }.
stand-in-escorts = { $kingdom } (played by the app) sends its strongest army to meet the attack at { $tile }.
stand-in-strikes = { $kingdom } (played by the app) strikes at the strongest the enemy has.
stand-in-spares = { $kingdom } (played by the app) gives up its weakest unit.
stand-in-pursues = { $kingdom } (played by the app) pursues: none of its own fell, so there is nobody to regroup.
stand-in-works = { $kingdom } (played by the app) works the land at { $tile } to raise its loyalty.
stand-in-agitates = { $kingdom } (played by the app) stirs up { $tile } against its rival.
stand-in-keeps = { $kingdom } (played by the app) keeps its gold and food for itself.
stand-in-starves = { $kingdom } (played by the app) lets its weakest army go hungry.
stand-in-resolves = { $kingdom } (played by the app) resolves its orders in the order it gave them.
stand-in-rolls = { $kingdom } (played by the app) rolls.
stand-in-goes-home = { $kingdom } (played by the app) sends its armies home to { $tile } for the winter.
stand-in-founds = { $kingdom } (played by the app) builds at { $tile }.
stand-in-musters = { $kingdom } (played by the app) fields its race's suggested roster in the battle at { $tile } (SET-7): the table plays its side with it.
