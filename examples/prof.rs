fn main() {
    let text = std::fs::read_to_string("target/bench/map-100x100-8k.json").unwrap();
    for _ in 0..30 {
        marchwarden::engine::save::load(&text).unwrap();
    }
}
