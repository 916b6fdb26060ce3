#pragma once
// Reading a dataset file that may be gzip-compressed, with bounds on what it may cost.
#include <string>

namespace augur {

/// Reads a whole regular file of at most 256 MiB, inflating it when it is gzip-compressed
/// (zlib) to at most 256 MiB (the largest shipped or shared dataset inflates to 18 MiB). Throws InputError naming the file for a missing, special
/// (directory, device, FIFO), oversized, unreadable or truncated file.
std::string readMaybeGzip(const std::string& path);

} // namespace augur
