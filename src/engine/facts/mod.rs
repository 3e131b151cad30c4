//! What each rules module's slice of the state says, one file a module: the facts its own
//! rules and the core's read (a frozen tile, a marched army), as methods of `State`. How
//! the slices change is `apply/`; what a module does is its `rules/<module>/`.

mod domain;
mod loyalty;
