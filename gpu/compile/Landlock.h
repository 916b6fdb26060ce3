#pragma once
// Landlock (Linux 5.13+) through its raw system calls: a ruleset that denies every handled
// access right except beneath the paths added to it, applied to the calling thread and
// everything it starts afterwards. Unprivileged; once applied it cannot be lifted.
#include <cstdint>
#include <string>

namespace augur::gpu {

/// One Landlock ruleset under construction. Access rights are the kernel's bits
/// (LANDLOCK_ACCESS_FS_*); rights the running kernel's ABI does not know are masked off, so
/// the same rules work on every ABI (on an older one the newer rights are simply not
/// restricted). Never throws.
class LandlockRuleset {
public:
    // File-system access rights (uapi/linux/landlock.h), defined here so the build does not
    // depend on the installed kernel headers' version.
    static constexpr std::uint64_t kExecute = 1ull << 0;
    static constexpr std::uint64_t kWriteFile = 1ull << 1;
    static constexpr std::uint64_t kReadFile = 1ull << 2;
    static constexpr std::uint64_t kReadDir = 1ull << 3;
    static constexpr std::uint64_t kRemoveDir = 1ull << 4;
    static constexpr std::uint64_t kRemoveFile = 1ull << 5;
    static constexpr std::uint64_t kMakeChar = 1ull << 6;
    static constexpr std::uint64_t kMakeDir = 1ull << 7;
    static constexpr std::uint64_t kMakeReg = 1ull << 8;
    static constexpr std::uint64_t kMakeSock = 1ull << 9;
    static constexpr std::uint64_t kMakeFifo = 1ull << 10;
    static constexpr std::uint64_t kMakeBlock = 1ull << 11;
    static constexpr std::uint64_t kMakeSym = 1ull << 12;
    static constexpr std::uint64_t kRefer = 1ull << 13; ///< ABI 2
    static constexpr std::uint64_t kTruncate = 1ull << 14; ///< ABI 3
    static constexpr std::uint64_t kIoctlDev = 1ull << 15; ///< ABI 5
    /// Rights that apply to a regular file (the only ones a rule on a file may carry).
    static constexpr std::uint64_t kFileRights = kExecute | kWriteFile | kReadFile | kTruncate | kIoctlDev;
    /// Reading files and listing directories.
    static constexpr std::uint64_t kRead = kReadFile | kReadDir;

    /// What the ruleset restricts beside the file system.
    struct Handled {
        std::uint64_t fs = ~0ull; ///< file-system rights denied unless a rule allows them
        bool network = false; ///< TCP bind and connect denied (ABI 4)
        bool scopes = false; ///< abstract UNIX sockets and signals outside the sandbox denied (ABI 6)
    };

    /// The kernel's Landlock ABI version: 0 when the kernel lacks Landlock or it is disabled
    /// (not in the lsm= list), with `why` (if given) saying which.
    static int abiVersion(std::string* why = nullptr);

    /// Creates the ruleset; ok() is false when the kernel refuses (error() says why).
    explicit LandlockRuleset(const Handled& handled);
    ~LandlockRuleset();
    LandlockRuleset(const LandlockRuleset&) = delete;
    LandlockRuleset& operator=(const LandlockRuleset&) = delete;

    bool ok() const { return fd_ >= 0; }
    int abi() const { return abi_; }
    const std::string& error() const { return error_; }

    /// Allows `access` beneath `path` (a directory and everything under it, or one file;
    /// symbolic links are followed). Rights not handled are dropped; on a file only
    /// kFileRights remain. A path that does not exist is skipped and returns false with
    /// error() untouched; any other failure returns false and sets error().
    bool allow(const std::string& path, std::uint64_t access);

    /// Applies the ruleset to the calling thread for good (setting no_new_privs first, as
    /// Landlock requires of an unprivileged process). False with error() when refused.
    bool restrictSelf();

private:
    int fd_ = -1;
    int abi_ = 0;
    std::uint64_t handledFs_ = 0;
    std::string error_;
};

} // namespace augur::gpu
