#pragma once
// What a process that handles untrusted kernel sources can still reach: the state of its
// file-system boundary, said in one line wherever a compile or a worker reports.
#include <string>

namespace augur::gpu {

/// The boundary a process runs in, as installed by enterCompileBoundary or
/// enterWorkerBoundary.
struct BoundaryState {
    enum class Kind {
        landlock, ///< Landlock rules: only the allowed paths can be opened
        namespaces, ///< user + mount namespace: only the allowed paths exist
        off, ///< switched off on purpose (detail says how)
        none, ///< neither could be installed (detail says why): everything the user can read
    };
    Kind kind = Kind::none;
    int landlockAbi = 0; ///< the kernel's Landlock ABI (0: none)
    std::string detail; ///< why there is no boundary, or why Landlock was not the one used

    /// True for landlock and namespaces.
    bool active() const { return kind == Kind::landlock || kind == Kind::namespaces; }
    /// One line, e.g. "landlock (ABI 7)", "user+mount namespace (Landlock: ...)",
    /// "none: no Landlock (...) and no user namespace (...)", "off (AUGUR_WORKER_SANDBOX=off)".
    std::string describe() const;
};

} // namespace augur::gpu
