//! Holds no code: the tests live in `tests/`.
