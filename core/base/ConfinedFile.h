#pragma once
#include <cstddef>
#include <filesystem>
#include <string>

namespace augur {

/// Largest source file a problem may name (reference, template, candidate sources), bytes.
inline constexpr std::size_t kMaxSourceBytes = 4u << 20;
/// Largest problem.json or candidate .json, bytes.
inline constexpr std::size_t kMaxProblemJsonBytes = 4u << 20;

/// Reads `name`, a file a problem names, from inside `folder`: `name` must be a relative
/// path without "..", and the file, after every symbolic link is followed, must lie inside
/// `folder`, be a regular file (not a directory, device, FIFO or /proc entry) and hold at
/// most `maxBytes`. Throws InputError(referrer, field, reason) otherwise; never reads a
/// byte of a file it refuses.
std::string readConfinedFile(const std::filesystem::path& folder, const std::string& name, std::size_t maxBytes,
                             const std::string& referrer, const std::string& field);

/// Reads a regular file of at most `maxBytes` (no directory, device or FIFO). Throws
/// InputError(path, field, reason).
std::string readRegularFile(const std::filesystem::path& path, std::size_t maxBytes, const std::string& field);

/// True when `path`, with its symbolic links followed, lies inside `folder` (also followed).
bool insideFolder(const std::filesystem::path& folder, const std::filesystem::path& path);

} // namespace augur
