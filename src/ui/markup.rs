//! Text written into SVG or HTML built as a string (map pictures, charts, the story).

/// `text` made safe inside XML/HTML text and attribute values: the pages and pictures
/// written as strings (the story, the map picture, the charts) carry names and colours a
/// save may bring from anywhere.
pub fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}
