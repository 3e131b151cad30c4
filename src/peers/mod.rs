//! Every player on a device of their own, with no server: the host's page referees the
//! campaign and each joined device holds a copy of it. This folder is the protocol, pure
//! and tested natively: the messages and their bounds (`wire`), the host's referee
//! (`referee`) and a joined device's copy (`mirror`); the connection codes (`codes`) and
//! how a QR code of one is drawn (`qr`). The page carries the messages over WebRTC data
//! channels.

pub mod codes;
pub mod mirror;
pub mod qr;
pub mod referee;
pub mod wire;
