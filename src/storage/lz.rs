//! LZ-string decompression with a bound on what it gives back. `lz-str` compresses (its
//! output is the reference format), but its decoder has no limit: a short link can ask
//! for hundreds of millions of characters and run the page out of memory. This decoder
//! reads the same format bit for bit (`lz-string` 1.5.0's `_decompress`), refuses any
//! input character the compressor never writes, and stops at `MAX_UNITS`.

use thiserror::Error;

/// The most UTF-16 code units a decompression gives: the import limit (16 MB), as no
/// campaign comes near it (a six-year one is about 130 KB).
pub const MAX_UNITS: usize = 16 * 1024 * 1024;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum LzError {
    #[error("not compressed text")]
    Damaged,
    #[error("more than the limit once decompressed")]
    TooLarge,
}

/// The characters of `compressToEncodedURIComponent`, by their 6-bit value (the
/// reference reads its 65th, `$`, which it never writes, as no bits set).
const URI_ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$";

/// `decompressFromUTF16`: 15 bits in each unit, offset by 32 so none is a control
/// character (the compressor's closing space reads as zero bits).
pub fn from_utf16(packed: &str, max_units: usize) -> Result<Vec<u16>, LzError> {
    let values = packed
        .encode_utf16()
        .map(|u| u.checked_sub(32).filter(|v| *v < 1 << 15))
        .collect::<Option<Vec<u16>>>()
        .ok_or(LzError::Damaged)?;
    decompress(&values, 15, max_units)
}

/// `decompressFromEncodedURIComponent`: 6 bits in each URL-safe character (a space read as
/// the `+` a mail program may have turned into one). Other characters (a full stop that
/// followed the link in a sentence) are passed over, as `lz-str` did.
pub fn from_uri_component(packed: &str, max_units: usize) -> Result<Vec<u16>, LzError> {
    let values: Vec<u16> = packed
        .bytes()
        .map(|b| if b == b' ' { b'+' } else { b })
        .filter_map(|b| URI_ALPHABET.iter().position(|a| *a == b).map(|v| v as u16))
        .collect();
    decompress(&values, 6, max_units)
}

/// Reads `values` (each carrying `width` bits, highest first) one bit at a time. The
/// compressor always pads its last value, so a read that uses up the last value's last
/// bit, or goes past it, means the text was cut short (as `lz-str` read it).
struct Bits<'a> {
    values: &'a [u16],
    width: u32,
    index: usize,
    /// The next bit of `values[index]`, counted down from `width - 1`.
    bit: u32,
}

impl Bits<'_> {
    /// `n` bits, the first read the lowest.
    fn read(&mut self, n: u32) -> Result<u32, LzError> {
        let mut out = 0;
        for i in 0..n {
            let value = *self.values.get(self.index).ok_or(LzError::Damaged)?;
            out |= u32::from((value >> self.bit) & 1) << i;
            if self.bit == 0 {
                self.bit = self.width - 1;
                self.index += 1;
                if self.index == self.values.len() {
                    return Err(LzError::Damaged);
                }
            } else {
                self.bit -= 1;
            }
        }
        Ok(out)
    }
}

/// The LZ-string decoder. Its dictionary holds each entry as a range of the output (every
/// entry is a stretch already written), so memory stays linear in what is given back.
fn decompress(values: &[u16], width: u32, max_units: usize) -> Result<Vec<u16>, LzError> {
    let mut bits = Bits { values, width, index: 0, bit: width - 1 };
    let mut out: Vec<u16> = Vec::new();
    // Codes 0, 1 and 2 stand for "an 8-bit literal follows", "a 16-bit one" and "end".
    let mut dictionary: Vec<(usize, usize)> = vec![(0, 0); 3];
    let literal = |bits: &mut Bits, code: usize| bits.read(if code == 0 { 8 } else { 16 }).map(|u| u as u16);
    match bits.read(2)? as usize {
        code @ (0 | 1) => {
            let unit = literal(&mut bits, code)?;
            grow(&out, 1, max_units)?;
            out.push(unit);
        }
        2 => return Ok(out),
        _ => return Err(LzError::Damaged),
    }
    dictionary.push((0, 1));
    // The entry written last, as a range of the output.
    let mut w = (0, 1);
    let mut enlarge_in: u64 = 4;
    let mut num_bits: u32 = 3;
    loop {
        let start = out.len();
        match bits.read(num_bits)? as usize {
            code @ (0 | 1) => {
                let unit = literal(&mut bits, code)?;
                grow(&out, 1, max_units)?;
                dictionary.push((start, 1));
                out.push(unit);
                enlarge_in -= 1;
                if enlarge_in == 0 {
                    enlarge_in = 1 << num_bits;
                    num_bits += 1;
                }
            }
            2 => return Ok(out),
            code if code < dictionary.len() => {
                let (from, len) = dictionary[code];
                grow(&out, len, max_units)?;
                out.extend_from_within(from..from + len);
            }
            code if code == dictionary.len() => {
                // The entry being defined: the last one and its own first unit.
                grow(&out, w.1 + 1, max_units)?;
                out.extend_from_within(w.0..w.0 + w.1);
                out.push(out[w.0]);
            }
            _ => return Err(LzError::Damaged),
        }
        // The last entry and the first unit of this one, which follows it in the output.
        dictionary.push((w.0, w.1 + 1));
        w = (start, out.len() - start);
        enlarge_in -= 1;
        if enlarge_in == 0 {
            enlarge_in = 1 << num_bits;
            num_bits += 1;
        }
    }
}

/// Whether `more` units still fit within `max_units`.
fn grow(out: &[u16], more: usize, max_units: usize) -> Result<(), LzError> {
    if out.len().saturating_add(more) > max_units {
        Err(LzError::TooLarge)
    } else {
        Ok(())
    }
}
