"""The runs under a folder as a Markdown table, from a checkout: ``python scripts/report.py
DIR [--output FILE] [--sort dev_bleu]``; the same as the installed ``nmt-report``
(nmt/report.py)."""

from nmt.apps.report import main

if __name__ == "__main__":
    main()
