//! The protocol that joins each player's device to the host's page (`peers`): joining,
//! every device following the host's log with its hash, catching up after a reload,
//! another device carrying on as host, and hostile peers refused without harm.

mod common;

use common::{rng, set_up_sample};
use marchwarden::engine::decision::Decider;
use marchwarden::engine::ids::KingdomId;
use marchwarden::engine::stand_in;
use marchwarden::engine::{Command, Game};
use marchwarden::peers::mirror::{Heard, Mirror};
use marchwarden::peers::referee::{DeviceId, Outgoing, Referee, To};
use marchwarden::peers::wire::{self, Closing, Refusal, ToDevice, ToHost, MAX_MESSAGE, PART};

/// A device at the table: its connection, its copy and what it heard.
struct Device {
    id: DeviceId,
    mirror: Mirror,
    heard: Vec<Heard>,
    closed: Option<Closing>,
}

/// A host page and its devices, passing messages at once, in order.
struct Table {
    host: Game,
    referee: Referee,
    devices: Vec<Device>,
    now: u64,
    /// Commands the host took from devices.
    given: usize,
}

impl Table {
    fn new(host: Game) -> Table {
        let mut made = 0u64;
        let keys = Box::new(move || {
            made += 1;
            format!("{:024x}", made.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        });
        let referee = Referee::new(&host, keys);
        Table { host, referee, devices: Vec::new(), now: 0, given: 0 }
    }

    /// A device connecting with `key`, holding `copy`, and asking to join.
    fn connect(&mut self, key: String, copy: Option<Game>) -> usize {
        let id = self.referee.connected();
        let mirror = Mirror::new(key, copy);
        let join = mirror.join();
        self.devices.push(Device { id, mirror, heard: Vec::new(), closed: None });
        let i = self.devices.len() - 1;
        self.send(i, &join);
        i
    }

    /// Device `i` sends `text` to the host, a little after the last message.
    fn send(&mut self, i: usize, text: &str) {
        self.now += 50;
        let received = self.referee.receive(&self.host, self.devices[i].id, text, self.now);
        self.deliver(received.out);
        if let Some(command) = received.give {
            self.host.apply(command).expect("the referee hands on only what the rules take");
            self.given += 1;
            let told = self.referee.changed(&self.host);
            self.deliver(told);
        }
    }

    fn deliver(&mut self, out: Vec<Outgoing>) {
        for Outgoing { to, message } in out {
            let text = wire::write(&message);
            assert!(text.len() <= MAX_MESSAGE, "every message the host sends is one a device reads");
            let ids = self.referee.targets(to);
            let targets: Vec<usize> = (0..self.devices.len()).filter(|&i| ids.contains(&self.devices[i].id)).collect();
            for i in targets {
                let (heard, reply) = self.devices[i].mirror.receive(&text).expect("the host's messages are read");
                if let Heard::Closed(why) = heard {
                    self.devices[i].closed = Some(why);
                }
                self.devices[i].heard.push(heard);
                if let Some(reply) = reply {
                    self.send(i, &reply);
                }
            }
        }
    }

    /// The host's own command (a click, a stand-in's answer), told to every device.
    fn host_plays(&mut self, command: Command) {
        self.host.apply(command).expect("legal");
        let told = self.referee.changed(&self.host);
        self.deliver(told);
    }

    /// Plays `n` commands: a joined kingdom's answers come from its device, chosen on the
    /// device's own copy; the rest the host gives.
    fn play(&mut self, n: usize) {
        for _ in 0..n {
            let device = match self.host.decision().who {
                Decider::Kingdom(k) => {
                    self.devices.iter().position(|d| d.closed.is_none() && d.mirror.kingdom() == Some(k))
                }
                _ => None,
            };
            match device {
                Some(i) => {
                    let copy = self.devices[i].mirror.game().expect("a joined device holds the campaign");
                    let Some(choice) = stand_in::choose(copy).or_else(|| stand_in::unchosen_roll(copy)) else { return };
                    let give = self.devices[i].mirror.give(choice.command);
                    self.send(i, &give);
                }
                None => {
                    let Some(command) = stand_in::choose(&self.host)
                        .map(|c| c.command)
                        .or_else(|| self.host.answers().first().cloned())
                    else {
                        return;
                    };
                    self.host_plays(command);
                }
            }
        }
    }

    fn hash_of(&self, i: usize) -> String {
        self.devices[i].mirror.game().expect("a copy").state_hash()
    }
}

/// The same campaign played on one screen with the host's commands.
fn on_one_screen(game: &Game) -> String {
    let mut one = Game::start(game.setup().clone(), *game.options(), game.seed(), game.rules_version()).expect("setup");
    for command in game.log() {
        one.apply(command.clone()).expect("the host's log replays");
    }
    one.state_hash()
}

fn three_joined(seed: u64) -> Table {
    let mut table = Table::new(set_up_sample(4, seed));
    for k in 0..3 {
        let secret = table.referee.invite(KingdomId(k));
        table.connect(secret, None);
    }
    table
}

#[test]
fn devices_join_follow_the_host_and_end_on_its_hash() {
    let mut table = three_joined(5);
    for (i, device) in table.devices.iter().enumerate() {
        assert!(matches!(device.heard[0], Heard::Joined { kingdom, .. } if kingdom == KingdomId(i as u8)));
        assert!(
            matches!(device.heard.last(), Some(Heard::Changed { from: 0 })),
            "a first join gets the whole campaign"
        );
    }
    table.play(600);
    assert!(table.given > 50, "the devices gave their kingdoms' answers: {}", table.given);
    let host = table.host.state_hash();
    assert_eq!(on_one_screen(&table.host), host);
    for i in 0..3 {
        assert_eq!(table.hash_of(i), host, "device {i}");
        assert_eq!(table.devices[i].mirror.game().unwrap().log(), table.host.log());
    }
    let joined: Vec<_> = table.referee.joined().collect();
    assert_eq!(joined, vec![(KingdomId(0), true), (KingdomId(1), true), (KingdomId(2), true)]);
}

#[test]
fn a_reloaded_device_rejoins_with_its_pass_and_catches_up_from_its_position() {
    let mut table = three_joined(6);
    table.play(80);
    // Device 1 reloads: its copy and pass were kept; the table plays on without it.
    let kept = table.devices[1].mirror.game().cloned();
    let at = kept.as_ref().unwrap().log().len();
    let pass = table.devices[1].mirror.key().to_string();
    table.referee.disconnected(table.devices[1].id);
    table.devices[1].closed = Some(Closing::Removed);
    let host_plays = (0..40).filter_map(|_| stand_in::choose(&table.host).map(|c| c.command)).next();
    table.host_plays(host_plays.expect("a command"));
    table.play(40);
    assert!(table.host.log().len() > at);
    let back = table.connect(pass, kept);
    let heard = &table.devices[back].heard;
    assert!(matches!(heard[0], Heard::Joined { kingdom: KingdomId(1), .. }));
    assert!(matches!(heard[1], Heard::Changed { from } if from == at), "caught up from {at}: {:?}", heard[1]);
    assert_eq!(table.hash_of(back), table.host.state_hash());
    table.play(60);
    assert_eq!(table.hash_of(back), table.host.state_hash());
}

#[test]
fn a_copy_that_parted_from_the_host_gets_the_whole_campaign() {
    let mut table = three_joined(7);
    table.play(30);
    let pass = table.devices[0].mirror.key().to_string();
    // A copy that went its own way: another answer at the end of the log.
    let log = table.host.log();
    let (mut parted, other) = (0..log.len())
        .rev()
        .find_map(|p| {
            let before = table.host.at(p);
            let other = before.answers().into_iter().find(|c| *c != log[p])?;
            Some((before, other))
        })
        .expect("a decision with another answer");
    parted.apply(other).unwrap();
    table.referee.disconnected(table.devices[0].id);
    table.devices[0].closed = Some(Closing::Removed);
    let back = table.connect(pass, Some(parted));
    assert!(matches!(table.devices[back].heard[1], Heard::Changed { from: 0 }));
    assert_eq!(table.hash_of(back), table.host.state_hash());
}

#[test]
fn the_hosts_undo_takes_the_command_back_on_every_device() {
    let mut table = three_joined(8);
    table.play(50);
    let before = table.host.log().len();
    assert!(table.host.undo());
    let told = table.referee.changed(&table.host);
    assert!(
        matches!(&told[0].message, ToDevice::Log { from, commands, .. } if *from == table.host.log().len() && commands.is_empty())
    );
    assert!(table.host.log().len() < before);
    table.deliver(told);
    for i in 0..3 {
        assert_eq!(table.hash_of(i), table.host.state_hash());
    }
    table.play(30);
    for i in 0..3 {
        assert_eq!(table.hash_of(i), table.host.state_hash());
    }
}

#[test]
fn a_device_carries_on_as_host_and_the_others_rejoin_it() {
    let mut table = three_joined(9);
    table.play(70);
    // The host's page closes; device 0's copy becomes the new host, with fresh invites.
    let new_host = table.devices[0].mirror.game().cloned().expect("a copy");
    let copies: Vec<Game> = (1..3).map(|i| table.devices[i].mirror.game().cloned().unwrap()).collect();
    let mut next = Table::new(new_host);
    for (k, copy) in (1..3).zip(copies) {
        let at = copy.log().len();
        let secret = next.referee.invite(KingdomId(k));
        let i = next.connect(secret, Some(copy));
        assert!(matches!(next.devices[i].heard[1], Heard::Changed { from } if from == at), "caught up, not sent whole");
    }
    next.play(60);
    for i in 0..2 {
        assert_eq!(next.hash_of(i), next.host.state_hash());
    }
    assert_eq!(on_one_screen(&next.host), next.host.state_hash());
}

/// Device 0 of a table with three joined, at its kingdom's decision.
fn at_device_zeros_decision(seed: u64) -> Table {
    let mut table = three_joined(seed);
    for _ in 0..400 {
        if table.host.decision().who == Decider::Kingdom(KingdomId(0)) {
            return table;
        }
        table.play(1);
    }
    panic!("kingdom 0 never decides");
}

fn refusal(table: &Table, i: usize) -> Option<(usize, Refusal, bool)> {
    table.devices[i].heard.iter().rev().find_map(|h| match h {
        Heard::Refused { at, why, reason } => Some((*at, *why, reason.is_some())),
        _ => None,
    })
}

#[test]
fn an_answer_for_another_kingdom_an_old_position_or_against_the_rules_is_refused() {
    let mut table = at_device_zeros_decision(10);
    let before = table.host.state_hash();
    let at = table.host.log().len();
    let answer = table.host.answers()[0].clone();
    // Device 1 answers kingdom 0's decision.
    let forged = wire::write(&ToHost::Give { at, command: answer.clone() });
    table.send(1, &forged);
    assert_eq!(refusal(&table, 1), Some((at, Refusal::NotYours, false)));
    // Device 0 answers for a position already past, or not yet come.
    for old in [at - 1, at + 1] {
        table.send(0, &wire::write(&ToHost::Give { at: old, command: answer.clone() }));
        assert_eq!(refusal(&table, 0), Some((old, Refusal::Taken, false)));
    }
    // An answer the rules refuse: the device's own copy says why.
    let illegal = Command::ChooseRace { race: String::new() };
    let give = table.devices[0].mirror.give(illegal);
    table.send(0, &give);
    assert_eq!(refusal(&table, 0), Some((at, Refusal::Rules, true)));
    assert_eq!(table.host.state_hash(), before, "nothing refused changed the host's campaign");
    // The same answer sent twice: the first is taken, the second told it was.
    let give = table.devices[0].mirror.give(answer);
    table.send(0, &give);
    assert_eq!(table.host.log().len(), at + 1);
    table.send(0, &give);
    assert_eq!(refusal(&table, 0), Some((at, Refusal::Taken, false)));
    assert_eq!(table.host.log().len(), at + 1);
}

#[test]
fn hostile_messages_close_the_device_and_leave_the_host_untouched() {
    let mut table = at_device_zeros_decision(11);
    let before = table.host.state_hash();
    let malformed = [
        "not json".to_string(),
        r#"{"give":{"at":0}}"#.to_string(),
        r#"{"join":{"key":"x","held":null,"kingdom":3}}"#.to_string(),
        r#"{"join":{"key":"x","held":null},"give":{"at":0}}"#.to_string(),
        format!(r#"{{"join":{{"key":"{}","held":null}}}}"#, "a".repeat(MAX_MESSAGE)),
        r#"{"give":{"at":18446744073709551615,"command":{"PlaceCapital":{"hex":[99999,-99999]}}}}"#.to_string(),
    ];
    for text in malformed {
        let id = table.referee.connected();
        let out = table.referee.receive(&table.host, id, &text, 0);
        let closed = out.out.iter().any(|o| o.to == To::One(id) && matches!(o.message, ToDevice::Closed { .. }));
        assert!(closed && out.give.is_none(), "{}", &text[..text.len().min(60)]);
    }
    // A wrong key, and a key of the right length that the host never gave.
    for key in ["", "0123456789abcdef01234567", &"f".repeat(100)] {
        let id = table.referee.connected();
        let join = wire::write(&ToHost::Join { key: key.to_string(), held: None });
        let out = table.referee.receive(&table.host, id, &join, 0);
        assert_eq!(out.out, vec![Outgoing { to: To::One(id), message: ToDevice::Closed { why: Closing::Unknown } }]);
    }
    // A connection that never joined may not give.
    let id = table.referee.connected();
    let give = wire::write(&ToHost::Give { at: table.host.log().len(), command: table.host.answers()[0].clone() });
    let out = table.referee.receive(&table.host, id, &give, 0);
    assert!(out.give.is_none() && matches!(out.out[0].message, ToDevice::Closed { why: Closing::Unknown }));
    // A flood: more messages in a second than a person taps.
    let flood = wire::write(&ToHost::Since { held: None });
    let id0 = table.devices[0].id;
    let closed = (0..100).find_map(|i| {
        let out = table.referee.receive(&table.host, id0, &flood, 1_000_000 + i);
        out.out.iter().find(|o| matches!(o.message, ToDevice::Closed { why: Closing::Flood })).map(|_| i)
    });
    assert!(closed.is_some_and(|i| i > 20), "a flood is closed, a burst is not: {closed:?}");
    assert_eq!(table.host.state_hash(), before);
    assert!(table.referee.joined().any(|(k, connected)| k == KingdomId(0) && !connected));
}

#[test]
fn a_spent_invite_and_a_removed_device_let_nobody_in() {
    let mut table = Table::new(set_up_sample(2, 12));
    let secret = table.referee.invite(KingdomId(0));
    let first = table.connect(secret.clone(), None);
    assert!(table.devices[first].closed.is_none());
    let again = table.connect(secret, None);
    assert_eq!(table.devices[again].closed, Some(Closing::Unknown), "an invite opens once");
    let pass = table.devices[first].mirror.key().to_string();
    let out = table.referee.remove(KingdomId(0));
    table.deliver(out);
    assert_eq!(table.devices[first].closed, Some(Closing::Removed));
    let back = table.connect(pass, None);
    assert_eq!(table.devices[back].closed, Some(Closing::Unknown), "a removed device's pass is spent");
    // A new invite for the kingdom lets a device in again; another joining in its place
    // closes the first.
    let secret = table.referee.invite(KingdomId(0));
    let newer = table.connect(secret, None);
    assert!(table.devices[newer].closed.is_none());
    let pass = table.devices[newer].mirror.key().to_string();
    let taken_over = table.connect(pass, None);
    assert!(table.devices[taken_over].closed.is_none());
    assert_eq!(table.devices[newer].closed, Some(Closing::Removed));
}

#[test]
fn a_campaign_comes_in_parts_in_order_and_nothing_else_opens() {
    let mut setup = common::sample_setup(8);
    setup.map = marchwarden::engine::maps::generate::generate(60, 50, 13).expect("a map");
    let mut game = Game::new(setup, Default::default(), 13).expect("setup");
    let played = common::play_random(&mut game, &mut rng(13), 5000);
    let save = marchwarden::engine::save::Save::of(&game).to_json().unwrap();
    let parts = wire::campaign_parts(&save);
    assert!(parts.len() > 2, "{} bytes in {} parts after {played} commands", save.len(), parts.len());
    for part in &parts {
        assert!(matches!(part, ToDevice::Campaign { text, .. } if text.len() <= PART));
        assert!(wire::write(part).len() <= MAX_MESSAGE);
    }
    let mut mirror = Mirror::new("k".into(), None);
    for part in &parts {
        mirror.receive(&wire::write(part)).expect("in order");
    }
    assert_eq!(mirror.game().unwrap().state_hash(), game.state_hash());
    // Out of order: refused, and nothing is opened.
    let mut mirror = Mirror::new("k".into(), None);
    assert!(mirror.receive(&wire::write(&parts[1])).is_err());
    mirror.receive(&wire::write(&parts[0])).unwrap();
    assert!(mirror.receive(&wire::write(&parts[2])).is_err());
    for part in &parts[1..] {
        assert!(mirror.receive(&wire::write(part)).is_err(), "a refused sending is begun again from its first part");
    }
    assert!(mirror.game().is_none());
    // A part cut inside a character still joins to the same text.
    let wide = "ж".repeat(PART);
    let joined: String = wire::campaign_parts(&wide)
        .into_iter()
        .map(|p| match p {
            ToDevice::Campaign { text, .. } => text,
            _ => unreachable!(),
        })
        .collect();
    assert_eq!(joined, wide);
}

#[test]
fn a_log_past_the_copy_or_a_hash_that_fails_asks_the_host_again() {
    let game = set_up_sample(2, 14);
    let mut mirror = Mirror::new("k".into(), Some(game.clone()));
    let at = game.log().len();
    let gap = wire::write(&ToDevice::Log { from: at + 3, commands: Vec::new(), hash: game.state_hash() });
    let (heard, reply) = mirror.receive(&gap).unwrap();
    assert!(matches!(heard, Heard::Parted));
    assert!(matches!(wire::read::<ToHost>(&reply.unwrap()).unwrap(), ToHost::Since { held: Some(h) } if h.at == at));
    let wrong = wire::write(&ToDevice::Log { from: at, commands: Vec::new(), hash: "canon1:0".into() });
    let (heard, reply) = mirror.receive(&wrong).unwrap();
    assert!(matches!(heard, Heard::Parted));
    assert_eq!(wire::read::<ToHost>(&reply.unwrap()).unwrap(), ToHost::Since { held: None });
    assert!(mirror.game().is_none(), "a copy that failed its hash is not kept");
}

/// A browser's description as it gave it (`tests/fixtures/sdp/`), its lines ended as SDP's are.
fn sdp(name: &str) -> String {
    let path = format!("{}/tests/fixtures/sdp/{name}.sdp", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).expect("an SDP fixture").replace('\n', "\r\n")
}

#[test]
fn a_browsers_offer_becomes_a_short_code_and_the_code_the_description_again() {
    use marchwarden::peers::codes::{Address, Candidate, Description};
    let offer = Description::from_sdp(&sdp("chromium-offer")).expect("Chromium's offer");
    assert!(offer.offer);
    assert_eq!((offer.ufrag.as_str(), offer.pwd.as_str()), ("8hhY", "asd88fgpdd777uzjYhagZg"));
    assert_eq!(offer.fingerprint[..3], [0xD1, 0x2C, 0xBE]);
    assert_eq!(offer.fingerprint[31], 0x39);
    // The UDP host candidates of the first component only: no TCP, no reflexive, no RTCP.
    let uuid = [0x3a, 0x5a, 0xd5, 0xa1, 0x9c, 0x11, 0x4c, 0x7b, 0xb3, 0xf0, 0xbd, 0x7e, 0x4b, 0x1c, 0x0a, 0x5e];
    assert_eq!(
        offer.candidates,
        vec![
            Candidate { address: Address::V4([192, 168, 1, 23]), port: 50712 },
            Candidate { address: Address::Local(uuid), port: 61234 },
        ]
    );
    let secret = b"0123456789ab";
    let code = offer.to_code(secret);
    assert!(code.len() <= 140, "{} characters: {code}", code.len());
    assert!(code.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
    let (back, extra) = Description::from_code(&code).expect("its own code");
    assert_eq!((&back, extra.as_slice()), (&offer, &secret[..]));
    let sdp = back.to_sdp();
    for line in [
        "a=candidate:0 1 udp 2130706431 192.168.1.23 50712 typ host",
        "a=candidate:1 1 udp 2130706175 3a5ad5a1-9c11-4c7b-b3f0-bd7e4b1c0a5e.local 61234 typ host",
        "a=ice-ufrag:8hhY",
        "a=ice-pwd:asd88fgpdd777uzjYhagZg",
        "a=fingerprint:sha-256 D1:2C:BE:AD:C4:F6:64:5C:25:16:11:9C:AF:E7:0F:73:79:36:4E:9C:1E:15:54:39:0C:06:8B:ED:96:86:00:39",
        "a=setup:actpass",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
    ] {
        assert!(sdp.lines().any(|l| l == line), "{line} in\n{sdp}");
    }
    assert_eq!(Description::from_sdp(&sdp), Ok(offer), "the description built again reads as the offer");
}

#[test]
fn an_answer_takes_the_client_role_and_keeps_its_ipv6_candidates() {
    use marchwarden::peers::codes::{Address, Description};
    let answer = Description::from_sdp(&sdp("firefox-answer")).expect("Firefox's answer");
    assert!(!answer.offer);
    assert_eq!(answer.candidates[0].address, Address::Text("fe80::1:2".into()));
    assert_eq!(answer.candidates[1].port, 40000);
    let (back, extra) = Description::from_code(&answer.to_code(&[])).unwrap();
    assert!(extra.is_empty());
    assert!(back.to_sdp().contains("a=setup:active\r\n"));
    assert!(back.to_sdp().contains("a=candidate:0 1 udp 2130706431 fe80::1:2 51234 typ host\r\n"));
}

#[test]
fn a_damaged_code_or_a_description_without_what_a_code_needs_is_refused() {
    use marchwarden::peers::codes::{CodeError, Description};
    let code = Description::from_sdp(&sdp("chromium-offer")).unwrap().to_code(&[]);
    for damaged in [&code[..code.len() / 2], "", "!!!!", &format!("{code}="), "A"] {
        assert_eq!(Description::from_code(damaged).err(), Some(CodeError::Damaged), "{damaged}");
    }
    let no_candidates: String =
        sdp("chromium-offer").lines().filter(|l| !l.starts_with("a=candidate")).collect::<Vec<_>>().join("\r\n");
    assert!(matches!(Description::from_sdp(&no_candidates), Err(CodeError::Missing(_))));
    let sha1 = sdp("chromium-offer").replace("sha-256 D1:2C", "sha-1 D1:2C");
    assert_eq!(Description::from_sdp(&sha1), Err(CodeError::Unsupported("fingerprint")));
    assert!(matches!(Description::from_sdp("v=0\r\n"), Err(CodeError::Missing(_))));
    // An address that could break the line it is written into is no candidate.
    let forged = sdp("chromium-offer").replace("192.168.1.23 50712 typ host", "1.2.3.4\r\na=x 50712 typ host");
    assert_eq!(Description::from_sdp(&forged).unwrap().candidates.len(), 1);
    for bad in ["1.2.3", "1.2.3.4.5", "256.1.1.1", "a:b\r\n", "nothere.local"] {
        let line = sdp("chromium-offer").replace("192.168.1.23 50712", &format!("{bad} 50712"));
        let d = Description::from_sdp(&line).unwrap();
        assert_eq!(d.candidates.len(), 1, "{bad}");
    }
}

/// The codes exchanged to join, as QR codes: each small enough to scan from across a table
/// (version 15 or less at medium error correction) and read back whole, by a decoder that
/// knows nothing of this code, from the path the page draws of its modules.
#[test]
fn the_invite_link_and_the_answer_code_scan_as_qr_codes_of_version_15_or_less() {
    use marchwarden::peers::codes::Description;
    use qrcodegen::{QrCode, QrCodeEcc};
    // A host's secret is 12 random bytes in hex; a long address for a hosted copy.
    let offer = Description::from_sdp(&sdp("chromium-offer")).unwrap().to_code(b"0123456789abcdef01234567");
    let link = format!("https://a-table-of-old-friends.github.io/marchwarden/#join={offer}");
    let answer = Description::from_sdp(&sdp("firefox-answer")).unwrap().to_code(&[]);
    for text in [link, answer] {
        let code = QrCode::encode_text(&text, QrCodeEcc::Medium).expect("a QR code");
        assert!(code.version().value() <= 15, "version {} for {} characters", code.version().value(), text.len());
        let size = code.size() as u32;
        let path = marchwarden::peers::qr::path(size, |x, y| code.get_module(x as i32, y as i32));
        assert_eq!(read_back(size, &path), text);
    }
}

/// A drawn QR code as a camera would see it: its path's runs filled in on a light ground,
/// four modules of margin, three pixels a module, then decoded.
fn read_back(size: u32, path: &str) -> String {
    let (margin, px) = (4, 3);
    let side = size as usize + 2 * margin;
    let mut dark = vec![false; side * side];
    for run in path.split('M').filter(|r| !r.is_empty()) {
        let (at, rest) = run.split_once('h').expect("M{x} {y}h{n}v1H{x}z");
        let (x, y) = at.split_once(' ').expect("x and y");
        let n = rest.split_once('v').expect("the run's length").0;
        let (x, y, n): (usize, usize, usize) = (x.parse().unwrap(), y.parse().unwrap(), n.parse().unwrap());
        for i in x..x + n {
            dark[(y + margin) * side + i + margin] = true;
        }
    }
    let width = side * px;
    let mut image =
        rqrr::PreparedImage::prepare_from_greyscale(
            width,
            width,
            |x, y| if dark[(y / px) * side + x / px] { 0 } else { 255 },
        );
    let grids = image.detect_grids();
    assert_eq!(grids.len(), 1, "one QR code seen");
    grids[0].decode().expect("a readable QR code").1
}
