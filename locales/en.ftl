# Marchwarden's interface in English: the reference. Every other language's file has the
# same messages (a native test checks it); a message a language lacks is said in English.

language-name = English
language-label = Language

## The start page (src/ui/home.rs)

home-tagline = The referee and record of your hex-map Kings of War campaign. Everything stays in this browser; export a campaign to send it to the next host.
home-too-big = Could not import { $name }: at { $mb } MB it is too big to be a Marchwarden campaign (the limit is 16 MB). Nothing was changed.
home-unreadable = Could not read { $name }.
home-index-rebuilt = The list of saved campaigns was damaged; it has been rebuilt from the { $n } campaign(s) stored in this browser. Their last-played times are lost.
home-delete-confirm = Delete "{ $name }" from this browser? Export it first if you may want it again.
home-deleted = Deleted "{ $name }".
home-saved = Saved campaigns
home-none = No campaigns yet. Start one, or import a file.
home-restored = Restored to the list; open it to see where it stands
home-last-played = last played { $when }
home-backup-due = Played, but not exported for { $days } days: export it to keep a copy beyond this browser.
home-open = Open
home-delete = Delete
home-delete-label = Delete { $name }
home-export-all = ⇩ Export all campaigns
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
bar-hot-seat = Hot-seat
bar-hot-seat-label = Hot-seat: hand-over screens
bar-hot-seat-title = Hot-seat: cover the screen between kingdoms' turns
bar-history = History
bar-history-title = Look back at any moment of the campaign
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
