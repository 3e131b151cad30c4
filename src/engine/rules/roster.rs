//! Tabletop rosters (`SET-7`): units join and leave an army at its owner's word, at any
//! moment of the campaign; the Unit Strength modifiers of §4.7 stay with their units.

use crate::engine::command::Command;
use crate::engine::error::RuleError;
use crate::engine::event::Event;
use crate::engine::rules::seam::Emitter;
use crate::engine::ruleset::Options;
use crate::engine::state::{KingdomId, State, TokenId, Unit};
use crate::engine::unit::{Character, Tag};

/// The most units one roster holds.
pub const MAX_UNITS: usize = 40;
/// The longest unit name and size, in characters.
pub const MAX_NAME: usize = 60;

/// `SET-7`, `NAR-1` [design]: the roster suggested for a 500-point army that has none (a
/// narrative battle's, with its tags; a stand-in's at a tabletop battle, without).
pub fn suggested_roster() -> Vec<Unit> {
    let unit = |name: &str, size: &str, strength: i8, tags: &[Tag], character: Option<Character>| Unit {
        tags: tags.to_vec(),
        character,
        ..Unit::new(name, size, strength)
    };
    vec![
        unit("Captain", "Hero", 0, &[], Some(Character { leadership: 2, strategy: 2 })),
        unit("Spearmen", "Regiment", 2, &[Tag::Formation, Tag::HeavyInfantry], None),
        unit("Pikemen", "Regiment", 2, &[Tag::Formation, Tag::Phalanx], None),
        unit("Bowmen", "Regiment", 2, &[Tag::Ranged], None),
        unit("Scouts", "Troop", 1, &[Tag::Skirmishers], None),
        unit("Riders", "Troop", 1, &[Tag::Cavalry], None),
    ]
}

/// `SET-7` [design]: the suggested roster's units as a race fields them (a hero, two
/// regiments of the line, one that shoots, a troop of scouts, a troop of riders), one line
/// a race: the words a kingdom's race or name holds, in lower case, then the six names. A
/// race listed before another whose words it holds ("abyssal dwarf", "dwarf") is found
/// first.
const RACES: &str = "\
basilea|Paladin Defender|Paladin Foot Guard|Men-at-Arms|Crossbowmen|Militia|Paladin Knights
abyssal dwarf|Overmaster|Immortal Guard|Blacksouls|Decimators|Gargoyles|Slave Orc Gore Riders
northern alliance|Jarl|Huscarls|Clansmen|Trappers|Snow Foxes|Frostfang Cavalry
forces of nature|Druid|Earth Elementals|Water Elementals|Hunters of the Wild|Forest Shamblers|Centaur Braves
nightstalker|Mind-screech|Butchers|Scarecrows|Reapers|Phantoms|Spectres
ogre|Ogre Boss|Ogre Warriors|Ogre Siege Breakers|Ogre Shooters|Gnoblar Trappers|Ogre Chariots
empire of dust|Mummy|Revenant Guard|Skeleton Spearmen|Skeleton Archers|Scarab Swarm|Skeleton Horsemen
sylvan kin|Forest Warden|Guardians of the Grove|Dryads|Forest Archers|Sylvan Scouts|Stormwind Cavalry
dwarf|Dwarf King|Ironclad|Shieldbreakers|Ironwatch Crossbows|Rangers|Brock Riders
elve|Elven Prince|Palace Guard|Spearmen|Bowmen|Elven Scouts|Silverbreeze Cavalry
abyss|Abyssal Champion|Abyssal Guard|Lower Abyssals|Flamebearers|Imps|Abyssal Horsemen
goblin|Goblin King|Sharpsticks|Rabble|Spitters|Mawpup Swarm|Fleabag Riders
orc|Krudger|Greatax|Ax|Skulks|Orclings|Gore Riders
undead|Necromancer|Revenants|Skeleton Warriors|Skeleton Archers|Ghouls|Revenant Cavalry
ratkin|Warlord|Shock Troops|Warriors|Slingers|Tunnel Runners|Fleshrippers
of men|General|Foot Guard|Spearmen|Bowmen|Scouts|Knights";

/// `SET-7`: the suggested roster as `kingdom` fields it: its race's units (`RACES`), named
/// by its race, else by its name; the plain names for a race not listed.
pub fn roster_of(state: &State, kingdom: KingdomId) -> Vec<Unit> {
    let mut roster = suggested_roster();
    let said = state.kingdom(kingdom).map(|k| k.race.as_deref().unwrap_or(&k.name).to_ascii_lowercase());
    let names = said.and_then(|said| {
        RACES.lines().map(|l| l.split('|')).find(|l| l.clone().next().is_some_and(|w| said.contains(w)))
    });
    for (unit, name) in roster.iter_mut().zip(names.into_iter().flatten().skip(1)) {
        unit.name = name.to_string();
    }
    roster
}

/// `SET-7`: the base Unit Strength a unit size suggests; the players may change it.
pub fn base_strength_of(size: &str) -> i8 {
    match size.trim().to_ascii_lowercase().as_str() {
        "troop" => 1,
        "regiment" => 2,
        "horde" => 3,
        "legion" => 4,
        _ => 0,
    }
}

/// Whether `command` edits a roster (and so answers no decision).
pub fn is_roster_edit(command: &Command) -> bool {
    matches!(command, Command::AddUnit { .. } | Command::RemoveUnit { .. })
}

fn roster_len(state: &State, army: TokenId) -> Result<usize, RuleError> {
    state.armies.get(&army).map(|a| a.units.len()).ok_or(RuleError::NoSuchArmy { army })
}

pub fn check(state: &State, options: &Options, command: &Command) -> Result<(), RuleError> {
    if !options.keeps_rosters() {
        return Err(RuleError::RosterNotUsed);
    }
    match command {
        Command::AddUnit { army, name, size, base_strength, tags, character } => {
            let len = roster_len(state, *army)?;
            let ok_text = |t: &str| !t.trim().is_empty() && t.chars().count() <= MAX_NAME;
            // NAR-1: tags and characters belong to rosters that carry them; values 1–5.
            let tagged = options.unit_tags();
            let ok_character =
                character.is_none_or(|c| tagged && (1..=5).contains(&c.leadership) && (1..=5).contains(&c.strategy));
            let ok_tags = (tags.is_empty() || tagged) && tags.len() <= Tag::ALL.len();
            if len >= MAX_UNITS
                || !ok_text(name)
                || !ok_text(size)
                || !(0..=4).contains(base_strength)
                || !ok_character
                || !ok_tags
            {
                return Err(RuleError::BadUnit { max_units: MAX_UNITS, max_name: MAX_NAME });
            }
            Ok(())
        }
        Command::RemoveUnit { army, unit } => {
            if usize::from(*unit) < roster_len(state, *army)? {
                Ok(())
            } else {
                Err(RuleError::NoSuchUnit { army: *army, unit: *unit })
            }
        }
        _ => Ok(()),
    }
}

/// `SET-7`: the roster edits open now, one per army for a new unit (its name, size and
/// strength are typed in; this names the action) and one per unit to remove.
pub fn edits(state: &State, options: &Options) -> Vec<Command> {
    if !options.keeps_rosters() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (&army, a) in &state.armies {
        if a.units.len() < MAX_UNITS {
            let size = "Regiment".to_string();
            let (name, base_strength) = ("New unit".to_string(), base_strength_of(&size));
            out.push(Command::AddUnit { army, name, base_strength, size, tags: Vec::new(), character: None });
        }
        out.extend((0..a.units.len().min(MAX_UNITS)).map(|unit| Command::RemoveUnit { army, unit: unit as u8 }));
    }
    out
}

/// A unit's name, carried in events so the chronicle still names it once it is gone.
pub fn unit_name(state: &State, army: TokenId, unit: u8) -> String {
    state.armies.get(&army).and_then(|a| a.units.get(usize::from(unit))).map_or_else(String::new, |u| u.name.clone())
}

pub fn execute(out: &mut Emitter, command: &Command) {
    match command {
        Command::AddUnit { army, name, size, base_strength, tags, character } => {
            let mut unit = Unit::new(name.trim(), size.trim(), *base_strength);
            unit.tags = tags.clone();
            crate::sort::sort(&mut unit.tags);
            unit.tags.dedup();
            unit.character = *character;
            out.emit(Event::UnitAdded { army: *army, unit });
        }
        Command::RemoveUnit { army, unit } => {
            let name = unit_name(out.state(), *army, *unit);
            out.emit(Event::UnitRemoved { army: *army, unit: *unit, name });
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // SET-7: Troop 1, Regiment 2, Horde 3, Legion 4, others 0.
    #[test]
    fn set_7_base_strength_by_size() {
        assert_eq!(base_strength_of("Troop"), 1);
        assert_eq!(base_strength_of(" regiment "), 2);
        assert_eq!(base_strength_of("Horde"), 3);
        assert_eq!(base_strength_of("Legion"), 4);
        assert_eq!(base_strength_of("Large Infantry"), 0);
    }

    // SET-7 [design]: a kingdom's suggested roster is its race's, found by the race it chose
    // (SET-1), else by its name, in any case; a race whose words hold another's is found as
    // itself; a race not listed fields the plain names. Sizes, strengths and the hero's
    // character are the suggested roster's whatever the race.
    #[test]
    fn set_7_a_kingdom_fields_its_race_s_units() {
        let mut state = crate::engine::testing::after_setup();
        let names = |state: &State, k: u8| -> Vec<String> {
            roster_of(state, KingdomId(k)).into_iter().map(|u| u.name).collect()
        };
        let set = |state: &mut State, k: usize, name: &str, race: Option<&str>| {
            let kd = &mut state.kingdoms[k];
            (kd.name, kd.race) = (name.to_string(), race.map(str::to_string));
        };
        let plain: Vec<String> = suggested_roster().into_iter().map(|u| u.name).collect();
        set(&mut state, 0, "Basilea", None);
        assert_eq!(
            names(&state, 0),
            ["Paladin Defender", "Paladin Foot Guard", "Men-at-Arms", "Crossbowmen", "Militia", "Paladin Knights"]
        );
        set(&mut state, 0, "The Golden Lions", Some("BASILEA"));
        assert_eq!(names(&state, 0)[1], "Paladin Foot Guard", "the race, not the name, in any case");
        set(&mut state, 0, "Basilea", Some("Undead"));
        assert_eq!(names(&state, 0)[0], "Necromancer", "the race chosen beats the name");
        set(&mut state, 0, "Abyssal Dwarfs", None);
        assert_eq!(names(&state, 0)[0], "Overmaster", "not the dwarfs' nor the abyss's");
        set(&mut state, 0, "Forces of the Abyss", None);
        assert_eq!(names(&state, 0)[0], "Abyssal Champion", "not the orcs' (\"fORCes\")");
        set(&mut state, 0, "Riftforged Orcs", None);
        assert_eq!(names(&state, 0)[0], "Krudger");
        set(&mut state, 0, "Kingdoms of Men", None);
        assert_eq!(names(&state, 0)[5], "Knights");
        set(&mut state, 0, "Trident Realm", None);
        assert_eq!(names(&state, 0), plain, "a race not listed");
        assert_eq!(names(&state, 7), plain, "no such kingdom");
        let raced = roster_of(&state, KingdomId(1));
        let shape = |r: &[Unit]| {
            r.iter().map(|u| (u.size.clone(), u.base_strength, u.tags.clone(), u.character)).collect::<Vec<_>>()
        };
        assert_eq!(shape(&raced), shape(&suggested_roster()));
        assert_eq!(raced[0].name, "Krudger", "the sample's second kingdom, Orcs");
    }
}
