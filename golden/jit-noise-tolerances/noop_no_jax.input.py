import numpy as np


def test_numpy_only():
    x = np.linspace(-1.0, 1.0, 256)
    np.testing.assert_allclose(np.sin(x), np.sin(x))
