"""Nothing here is traced: the global key is correct Python, split eagerly on every call."""
from jax import random

key = random.PRNGKey(0)


def next_key():
    global key
    key, sub = random.split(key)
    return sub


def noise(shape):
    return random.normal(next_key(), shape)


def main():
    global key
    key, sub = random.split(key)
    return [noise((2,)), random.uniform(sub, ())], key


if __name__ == "__main__":
    print(main())
