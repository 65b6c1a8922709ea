def scatter(x, idx, y):
    return x.at[idx].set(y, indices_are_sorted=True, unique_indices=True)
