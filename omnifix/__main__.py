from omnifix.cli import main

main()
