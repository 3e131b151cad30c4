//! The connection codes: a WebRTC session description cut to what a data channel on the
//! local network needs (ICE credentials, the DTLS certificate's fingerprint, host
//! candidates), written as a few dozen bytes in URL-safe base64, so that an invite link
//! or an answer scans as a small QR code; and the description built again from them.
//! No server helps: the codes are the signalling.

/// What a description says that the other side needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Description {
    pub offer: bool,
    pub ufrag: String,
    pub pwd: String,
    /// The SHA-256 fingerprint of the sender's DTLS certificate.
    pub fingerprint: [u8; 32],
    pub candidates: Vec<Candidate>,
}

/// A host candidate: where the sender listens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub address: Address,
    pub port: u16,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Address {
    V4([u8; 4]),
    /// A name the browser gives in place of its address (`<uuid>.local`, mDNS).
    Local([u8; 16]),
    /// Any other address (IPv6) as the browser wrote it.
    Text(String),
}

/// Why a code or a description could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    #[error("the description has no {0}")]
    Missing(&'static str),
    #[error("the description's {0} cannot be carried in a code")]
    Unsupported(&'static str),
    #[error("the code is damaged or incomplete")]
    Damaged,
}

/// The most candidates a code carries: a device on the local network has a few.
const MAX_CANDIDATES: usize = 8;
const KIND_V4: u8 = 4;
const KIND_LOCAL: u8 = 1;
const KIND_TEXT: u8 = 0;
/// The longest address carried as text (an IPv6 address is at most 45 characters).
const MAX_ADDRESS: usize = 45;

impl Description {
    /// What a browser's SDP says that a data channel needs; its UDP host candidates only.
    pub fn from_sdp(sdp: &str) -> Result<Description, CodeError> {
        let value = |name: &str| sdp.lines().find_map(|l| l.trim_end().strip_prefix(name)).map(str::to_string);
        let ufrag = value("a=ice-ufrag:").ok_or(CodeError::Missing("ICE user fragment"))?;
        let pwd = value("a=ice-pwd:").ok_or(CodeError::Missing("ICE password"))?;
        let setup = value("a=setup:").ok_or(CodeError::Missing("DTLS role"))?;
        let fingerprint = value("a=fingerprint:").ok_or(CodeError::Missing("fingerprint"))?;
        let fingerprint = fingerprint
            .strip_prefix("sha-256 ")
            .or_else(|| fingerprint.strip_prefix("SHA-256 "))
            .and_then(hex_pairs)
            .ok_or(CodeError::Unsupported("fingerprint"))?;
        if ufrag.len() > 255 || pwd.len() > 255 {
            return Err(CodeError::Unsupported("ICE credentials"));
        }
        let candidates = sdp.lines().filter_map(|l| l.strip_prefix("a=candidate:")).filter_map(host_candidate);
        let candidates: Vec<Candidate> = candidates.take(MAX_CANDIDATES).collect();
        if candidates.is_empty() {
            return Err(CodeError::Missing("address on the local network"));
        }
        Ok(Description { offer: setup.trim() == "actpass", ufrag, pwd, fingerprint, candidates })
    }

    /// The SDP a browser takes: a data channel with these credentials and candidates. The
    /// answering side takes the DTLS client's role.
    pub fn to_sdp(&self) -> String {
        let mut sdp = String::from("v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n");
        sdp += "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n";
        for (i, c) in self.candidates.iter().enumerate() {
            // Host candidates' priority (RFC 8445: type preference 126), first best.
            let priority = (126u32 << 24) | ((65535 - i as u32) << 8) | 255;
            sdp += &format!("a=candidate:{i} 1 udp {priority} {} {} typ host\r\n", c.address, c.port);
        }
        let fingerprint: Vec<String> = self.fingerprint.iter().map(|b| format!("{b:02X}")).collect();
        sdp += &format!("a=ice-ufrag:{}\r\na=ice-pwd:{}\r\n", self.ufrag, self.pwd);
        sdp += &format!("a=fingerprint:sha-256 {}\r\n", fingerprint.join(":"));
        sdp += if self.offer { "a=setup:actpass\r\n" } else { "a=setup:active\r\n" };
        sdp + "a=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n"
    }

    /// The code: these fields as bytes, then `extra` (an invite's secret), in URL-safe
    /// base64.
    pub fn to_code(&self, extra: &[u8]) -> String {
        let mut bytes = vec![u8::from(self.offer)];
        for text in [&self.ufrag, &self.pwd] {
            bytes.push(text.len() as u8);
            bytes.extend_from_slice(text.as_bytes());
        }
        bytes.extend_from_slice(&self.fingerprint);
        bytes.push(self.candidates.len() as u8);
        for c in &self.candidates {
            match &c.address {
                Address::V4(a) => bytes.extend(std::iter::once(KIND_V4).chain(*a)),
                Address::Local(a) => bytes.extend(std::iter::once(KIND_LOCAL).chain(*a)),
                Address::Text(a) => bytes.extend([KIND_TEXT, a.len() as u8].into_iter().chain(a.bytes())),
            }
            bytes.extend_from_slice(&c.port.to_be_bytes());
        }
        bytes.extend_from_slice(extra);
        base64url(&bytes)
    }

    /// A code read back: the description and the bytes after it.
    pub fn from_code(code: &str) -> Result<(Description, Vec<u8>), CodeError> {
        let bytes = from_base64url(code.trim()).ok_or(CodeError::Damaged)?;
        let mut r = Reader(&bytes);
        let offer = match r.byte()? {
            0 => false,
            1 => true,
            _ => return Err(CodeError::Damaged),
        };
        let (ufrag, pwd) = (r.text()?, r.text()?);
        let fingerprint = r.take(32)?.try_into().map_err(|_| CodeError::Damaged)?;
        let count = r.byte()? as usize;
        if count == 0 || count > MAX_CANDIDATES {
            return Err(CodeError::Damaged);
        }
        let mut candidates = Vec::with_capacity(count);
        for _ in 0..count {
            let address = match r.byte()? {
                KIND_V4 => Address::V4(r.take(4)?.try_into().map_err(|_| CodeError::Damaged)?),
                KIND_LOCAL => Address::Local(r.take(16)?.try_into().map_err(|_| CodeError::Damaged)?),
                KIND_TEXT => Address::parse(&r.text()?).ok_or(CodeError::Damaged)?,
                _ => return Err(CodeError::Damaged),
            };
            let port = r.take(2)?;
            candidates.push(Candidate { address, port: u16::from_be_bytes([port[0], port[1]]) });
        }
        let description = Description { offer, ufrag, pwd, fingerprint, candidates };
        Ok((description, r.0.to_vec()))
    }
}

/// A UDP host candidate's address and port (`<foundation> <component> udp <priority>
/// <address> <port> typ host ...`), for the first component.
fn host_candidate(line: &str) -> Option<Candidate> {
    let f: Vec<&str> = line.split_whitespace().collect();
    let udp = f.get(2)?.eq_ignore_ascii_case("udp");
    if *f.get(1)? != "1" || !udp || f.get(6..8)? != ["typ", "host"] {
        return None;
    }
    Some(Candidate { address: Address::parse(f[4])?, port: f[5].parse().ok()? })
}

impl Address {
    /// An IPv4 address, an mDNS name or an IPv6 address; None for anything that could
    /// break the SDP line it is written into.
    fn parse(text: &str) -> Option<Address> {
        if let Some(uuid) = text.strip_suffix(".local") {
            let hex: String = uuid.chars().filter(|c| *c != '-').collect();
            return (uuid.len() == 36).then(|| hex_bytes(&hex)).flatten().map(Address::Local);
        }
        let octets: Vec<u8> = text.split('.').map_while(|p| p.parse().ok()).collect();
        if let (Ok(v4), 4) = (octets.clone().try_into(), text.split('.').count()) {
            return Some(Address::V4(v4));
        }
        let ipv6 = text.contains(':') && text.len() <= MAX_ADDRESS;
        (ipv6 && text.bytes().all(|b| b.is_ascii_hexdigit() || b == b':' || b == b'.'))
            .then(|| Address::Text(text.into()))
    }
}

impl std::fmt::Display for Address {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Address::V4([a, b, c, d]) => write!(f, "{a}.{b}.{c}.{d}"),
            Address::Text(a) => f.write_str(a),
            Address::Local(b) => {
                let h: String = b.iter().map(|x| format!("{x:02x}")).collect();
                write!(f, "{}-{}-{}-{}-{}.local", &h[..8], &h[8..12], &h[12..16], &h[16..20], &h[20..])
            }
        }
    }
}

/// "AB:CD:…" as 32 bytes.
fn hex_pairs(text: &str) -> Option<[u8; 32]> {
    hex_bytes(&text.trim().split(':').collect::<String>())
}

fn hex_bytes<const N: usize>(hex: &str) -> Option<[u8; N]> {
    if hex.len() != 2 * N || !hex.is_ascii() {
        return None;
    }
    let bytes: Option<Vec<u8>> = (0..N).map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok()).collect();
    bytes?.try_into().ok()
}

struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], CodeError> {
        if n > self.0.len() {
            return Err(CodeError::Damaged);
        }
        let (taken, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(taken)
    }

    fn byte(&mut self) -> Result<u8, CodeError> {
        Ok(self.take(1)?[0])
    }

    /// A text its length before it.
    fn text(&mut self) -> Result<String, CodeError> {
        let n = self.byte()? as usize;
        String::from_utf8(self.take(n)?.to_vec()).map_err(|_| CodeError::Damaged)
    }
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// URL-safe base64 without padding (RFC 4648 §5). Written here rather than taken from a
/// crate: a code is a hundred bytes, and the page's download is budgeted to the byte.
pub fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, b)| n | u32::from(*b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

pub fn from_base64url(text: &str) -> Option<Vec<u8>> {
    let values: Option<Vec<u32>> =
        text.bytes().map(|c| ALPHABET.iter().position(|a| *a == c).map(|v| v as u32)).collect();
    let values = values?;
    if values.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(values.len() * 3 / 4);
    for chunk in values.chunks(4) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, v)| n | v << (18 - 6 * i));
        out.extend((0..chunk.len() - 1).map(|i| (n >> (16 - 8 * i)) as u8));
    }
    Some(out)
}
