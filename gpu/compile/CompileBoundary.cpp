#include "gpu/compile/CompileBoundary.h"

#include "gpu/compile/Landlock.h"
#include "gpu/compile/MountJail.h"

#include <algorithm>
#include <cstdlib>

#include <sys/syscall.h>
#include <unistd.h>

namespace augur::gpu {

namespace {

/// Closes descriptors [from, to]; close_range where the kernel has it (5.9), else one by one.
void closeRange(unsigned from, unsigned to) {
    if (from > to) return;
#ifdef SYS_close_range
    if (::syscall(SYS_close_range, from, to, 0u) == 0) return;
#endif
    const long max = std::min<long>(::sysconf(_SC_OPEN_MAX), 65536);
    for (long fd = from; fd <= std::min<long>(to, max); ++fd) ::close(static_cast<int>(fd));
}

std::string landlockAttempt(const std::vector<std::string>& readable, int& abi) {
    LandlockRuleset::Handled handled;
    handled.network = true;
    handled.scopes = true;
    LandlockRuleset rules(handled);
    abi = rules.abi();
    if (!rules.ok()) return rules.error();
    for (const std::string& path : readable)
        if (!rules.allow(path, LandlockRuleset::kRead) && !rules.error().empty()) return rules.error();
    if (!rules.restrictSelf()) return rules.error();
    return {};
}

} // namespace

BoundaryState sealCompileChild(const std::vector<std::string>& readable, int keepFd, const BoundaryChoice& choice) {
    ::clearenv();
    if (keepFd >= 3) {
        closeRange(3, static_cast<unsigned>(keepFd) - 1);
        closeRange(static_cast<unsigned>(keepFd) + 1, ~0u);
    } else {
        closeRange(3, ~0u);
    }
    BoundaryState state;
    std::string landlockWhy = "not tried";
    if (choice.landlock) {
        landlockWhy = landlockAttempt(readable, state.landlockAbi);
        if (landlockWhy.empty()) {
            state.kind = BoundaryState::Kind::landlock;
            return state;
        }
    }
    std::string namespaceWhy = "not tried";
    if (choice.namespaces) {
        namespaceWhy = enterMountJail(readable);
        if (namespaceWhy.empty()) {
            state.kind = BoundaryState::Kind::namespaces;
            state.detail = "Landlock: " + landlockWhy;
            return state;
        }
    }
    state.kind = BoundaryState::Kind::none;
    state.detail = "no Landlock (" + landlockWhy + ") and no user namespace (" + namespaceWhy + ")";
    return state;
}

} // namespace augur::gpu
