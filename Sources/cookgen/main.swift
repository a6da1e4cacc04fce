import CookgenCLI

CookgenCommand.main()
