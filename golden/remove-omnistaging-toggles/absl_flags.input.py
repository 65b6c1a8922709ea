from absl import app
from absl import flags

FLAGS = flags.FLAGS


def main(argv):
  flags.FLAGS.jax_omnistaging = False
  FLAGS.jax_omnistaging = True
  del argv


if __name__ == "__main__":
  app.run(main)
