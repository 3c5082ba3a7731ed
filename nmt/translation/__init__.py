"""The Translator: texts in, translations out — splitting, recasing, respelling, decoding
(nmt.decoding over nmt.engines), joining and n-best combination."""
