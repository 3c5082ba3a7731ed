"""Decoding: the engine interface and every search over it (greedy, beam, sampling, MBR,
prefixes, constraints, suggestions), chosen from DecodingOptions in one factory. Knows no
model, no pipeline and no export: engines (nmt.engines) implement its interface."""
