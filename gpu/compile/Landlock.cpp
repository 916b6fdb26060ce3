#include "gpu/compile/Landlock.h"

#include <cerrno>
#include <cstddef>
#include <cstring>

#include <fcntl.h>
#include <linux/landlock.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

// The system call numbers are the same on every architecture (Linux 5.13).
#ifndef __NR_landlock_create_ruleset
#define __NR_landlock_create_ruleset 444
#endif
#ifndef __NR_landlock_add_rule
#define __NR_landlock_add_rule 445
#endif
#ifndef __NR_landlock_restrict_self
#define __NR_landlock_restrict_self 446
#endif

namespace augur::gpu {

namespace {

// struct landlock_ruleset_attr as of ABI 6; an older kernel reads its own prefix and
// accepts the rest as long as it is zero.
struct RulesetAttr {
    std::uint64_t handledAccessFs = 0;
    std::uint64_t handledAccessNet = 0;
    std::uint64_t scoped = 0;
};

constexpr std::uint64_t kNetBindTcp = 1ull << 0;
constexpr std::uint64_t kNetConnectTcp = 1ull << 1;
constexpr std::uint64_t kScopeAbstractUnixSocket = 1ull << 0;
constexpr std::uint64_t kScopeSignal = 1ull << 1;

/// The file-system rights ABI `abi` knows.
std::uint64_t fsRightsOf(int abi) {
    std::uint64_t rights = (1ull << 13) - 1; // ABI 1: execute .. make_sym
    if (abi >= 2) rights |= LandlockRuleset::kRefer;
    if (abi >= 3) rights |= LandlockRuleset::kTruncate;
    if (abi >= 5) rights |= LandlockRuleset::kIoctlDev;
    return rights;
}

std::string errnoText(const char* what) { return std::string(what) + ": " + std::strerror(errno); }

} // namespace

int LandlockRuleset::abiVersion(std::string* why) {
    const long v = ::syscall(__NR_landlock_create_ruleset, nullptr, 0, LANDLOCK_CREATE_RULESET_VERSION);
    if (v > 0) return static_cast<int>(v);
    if (why)
        *why = errno == ENOSYS    ? "the kernel has no Landlock (before Linux 5.13, or built without it)"
            : errno == EOPNOTSUPP ? "Landlock is disabled on this kernel (not in its lsm= list)"
                                  : errnoText("Landlock");
    return 0;
}

LandlockRuleset::LandlockRuleset(const Handled& handled) {
    abi_ = abiVersion(&error_);
    if (abi_ == 0) return;
    RulesetAttr attr;
    handledFs_ = handled.fs & fsRightsOf(abi_);
    attr.handledAccessFs = handledFs_;
    std::size_t size = sizeof attr.handledAccessFs;
    if (abi_ >= 4) {
        attr.handledAccessNet = handled.network ? (kNetBindTcp | kNetConnectTcp) : 0;
        size = offsetof(RulesetAttr, scoped);
    }
    if (abi_ >= 6) {
        attr.scoped = handled.scopes ? (kScopeAbstractUnixSocket | kScopeSignal) : 0;
        size = sizeof attr;
    }
    const long fd = ::syscall(__NR_landlock_create_ruleset, &attr, size, 0u);
    if (fd < 0) {
        error_ = errnoText("landlock_create_ruleset");
        return;
    }
    fd_ = static_cast<int>(fd);
}

LandlockRuleset::~LandlockRuleset() {
    if (fd_ >= 0) ::close(fd_);
}

bool LandlockRuleset::allow(const std::string& path, std::uint64_t access) {
    if (fd_ < 0) return false;
    const int fd = ::open(path.c_str(), O_PATH | O_CLOEXEC);
    if (fd < 0) {
        if (errno != ENOENT && errno != ENOTDIR) error_ = errnoText(path.c_str());
        return false;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        error_ = errnoText(path.c_str());
        ::close(fd);
        return false;
    }
    landlock_path_beneath_attr rule{};
    rule.allowed_access = access & handledFs_ & (S_ISDIR(st.st_mode) ? ~0ull : kFileRights);
    rule.parent_fd = fd;
    bool added = true;
    if (rule.allowed_access != 0 &&
        ::syscall(__NR_landlock_add_rule, fd_, LANDLOCK_RULE_PATH_BENEATH, &rule, 0u) != 0) {
        error_ = errnoText(("landlock_add_rule " + path).c_str());
        added = false;
    }
    ::close(fd);
    return added;
}

bool LandlockRuleset::restrictSelf() {
    if (fd_ < 0) return false;
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) {
        error_ = errnoText("prctl(PR_SET_NO_NEW_PRIVS)");
        return false;
    }
    if (::syscall(__NR_landlock_restrict_self, fd_, 0u) != 0) {
        error_ = errnoText("landlock_restrict_self");
        return false;
    }
    return true;
}

} // namespace augur::gpu
