import pytest


def pytest_addoption(parser):
    parser.addoption(
        "--update-golden",
        action="store_true",
        help="Rewrite golden expected files (and findings files) from the current output.",
    )


@pytest.fixture
def update_golden(request):
    return request.config.getoption("--update-golden")
