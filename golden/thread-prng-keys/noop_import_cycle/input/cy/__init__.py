"""`a` and `b` import each other, so they are transformed at the same time: nothing changes, reported."""
