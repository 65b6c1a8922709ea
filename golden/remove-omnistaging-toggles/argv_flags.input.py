import sys

from absl.testing import absltest

sys.argv.append("--nojax_omnistaging")

if __name__ == "__main__":
    absltest.main(argv=["test", "--jax_omnistaging=false"])
    absltest.main(argv=("test", "--jax_omnistaging"))
