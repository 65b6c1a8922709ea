from absl.testing import absltest

if __name__ == "__main__":
    absltest.main(argv=["test"])
    absltest.main(argv=("test",))
