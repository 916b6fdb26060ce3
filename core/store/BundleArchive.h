#pragma once
// A gzip-compressed tar archive of named files, read and written through libarchive, for
// reproducibility bundles (augur-cli bundle / recheck).
#include <cstdint>
#include <string>
#include <vector>

namespace augur {

/// One file of an archive: a relative path ("problem/softmax/problem.json") and its bytes.
struct BundleEntry {
    std::string name;
    std::string bytes;
};

/// Bounds on what reading an archive may take (a bundle is outside input).
struct BundleLimits {
    std::size_t maxEntries = 4096;
    std::size_t maxDepth = 16; ///< folders an entry's name may pass through ("a/b/c" has depth 3)
    std::size_t maxFolders = 1024; ///< distinct folders all the names imply together
    std::uint64_t maxEntryBytes = 256ull << 20; ///< 256 MiB
    std::uint64_t maxTotalBytes = 512ull << 20; ///< 512 MiB, uncompressed
};

/// Writes and reads .tar.gz archives of regular files (POSIX pax format).
class BundleArchive {
public:
    /// Writes `entries` to `path` (replaced). Throws InputError(path, "--out", reason) when
    /// the file cannot be written.
    static void write(const std::string& path, const std::vector<BundleEntry>& entries);

    /// Reads every entry of `path`. Only regular files with relative names without ".."
    /// components are accepted, within `limits`. Throws InputError(path, "entry NAME" or
    /// "(file)", reason) for a file that is not a gzip'd tar, a link, a device, an absolute
    /// or escaping name, a name deeper than maxDepth, a name that is both a file and a
    /// folder of another entry ("dataset" and "dataset/x"), or an archive over the limits.
    static std::vector<BundleEntry> read(const std::string& path, const BundleLimits& limits = {});
};

} // namespace augur
