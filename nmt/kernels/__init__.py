"""Every CPU speed trick in one room (see README.md here): what each buys and how to turn it off."""
