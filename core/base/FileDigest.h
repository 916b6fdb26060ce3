#pragma once
// Content hashes of files the session depends on (a warm start's prior), so a session
// records exactly what it was started from.
#include <cstdint>
#include <string>

namespace augur {

/// SHA-256 of a regular file's bytes as 64 lowercase hex digits (OpenSSL's EVP interface),
/// read in 1 MiB blocks, at most `maxBytes`. Throws InputError(path, "file", ...) for a
/// missing, special (FIFO, device) or unreadable file, or one over `maxBytes`.
std::string sha256OfFile(const std::string& path, std::uintmax_t maxBytes = std::uintmax_t(1) << 30);

} // namespace augur
