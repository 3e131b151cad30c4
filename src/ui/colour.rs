//! Whether two kingdom colours can be told apart on the map. Plain Rust, tested natively.

/// Below this distance two colours read as one on the map (the "redmean" weighted RGB
/// distance, 0–765; the default colours lie 150 or more apart).
const TOO_ALIKE: f64 = 70.0;

fn rgb(colour: &str) -> Option<(f64, f64, f64)> {
    let hex = colour.strip_prefix('#').filter(|h| h.len() == 6)?;
    let part = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok().map(f64::from);
    Some((part(0)?, part(2)?, part(4)?))
}

/// Whether `a` and `b` (`#rrggbb`) are too alike to tell two kingdoms apart.
pub fn too_alike(a: &str, b: &str) -> bool {
    let (Some((r1, g1, b1)), Some((r2, g2, b2))) = (rgb(a), rgb(b)) else { return false };
    let mean = (r1 + r2) / 2.0;
    let (dr, dg, db) = (r1 - r2, g1 - g2, b1 - b2);
    let d = ((2.0 + mean / 256.0) * dr * dr + 4.0 * dg * dg + (2.0 + (255.0 - mean) / 256.0) * db * db).sqrt();
    d < TOO_ALIKE
}

/// The first pair of kingdoms (by index) whose colours are too alike, if any.
pub fn first_clash(colours: &[String]) -> Option<(usize, usize)> {
    (0..colours.len())
        .flat_map(|i| (i + 1..colours.len()).map(move |j| (i, j)))
        .find(|(i, j)| too_alike(&colours[*i], &colours[*j]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn near_colours_clash_and_the_defaults_do_not() {
        assert!(too_alike("#2a5bd7", "#2a5bd7"));
        assert!(too_alike("#2a5bd7", "#305fd0"), "two blues a few steps apart");
        assert!(!too_alike("#2a5bd7", "#c0392b"));
        assert!(!too_alike("#e67e22", "#c0392b"), "orange and red");
        assert!(!too_alike("not a colour", "#000000"), "an unreadable colour is not judged");
        let defaults: Vec<String> =
            ["#2a5bd7", "#c0392b", "#f1c40f", "#1e8449", "#8e44ad", "#e67e22", "#6d4c41", "#17a2b8"]
                .map(String::from)
                .to_vec();
        assert_eq!(first_clash(&defaults), None);
        let mut clashing = defaults.clone();
        clashing[5] = "#2b5cd6".into();
        assert_eq!(first_clash(&clashing), Some((0, 5)));
    }
}
