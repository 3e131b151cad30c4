//! A QR code drawn as one SVG path, from its grid of modules: a phone's camera opens an
//! invite link from the host's screen, and the host's camera reads the code a phone
//! answers with. The grid comes from the page's QR encoder (`ui/peers`); at medium error
//! correction the codes a device joins with are of version 15 or less (`tests/peers.rs`).

use std::fmt::Write;

/// The dark modules of a grid `size` modules a side, one rectangle a run of them in a
/// row, in module units (`dark(x, y)`).
pub fn path(size: u32, dark: impl Fn(u32, u32) -> bool) -> String {
    let mut path = String::new();
    for y in 0..size {
        let mut x = 0;
        while x < size {
            if !dark(x, y) {
                x += 1;
                continue;
            }
            let start = x;
            while x < size && dark(x, y) {
                x += 1;
            }
            let _ = write!(path, "M{start} {y}h{}v1H{start}z", x - start);
        }
    }
    path
}
