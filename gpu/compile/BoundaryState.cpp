#include "gpu/compile/BoundaryState.h"

namespace augur::gpu {

std::string BoundaryState::describe() const {
    switch (kind) {
    case Kind::landlock: return "landlock (ABI " + std::to_string(landlockAbi) + ")";
    case Kind::namespaces: return "user+mount namespace" + (detail.empty() ? std::string() : " (" + detail + ")");
    case Kind::off: return "off" + (detail.empty() ? std::string() : " (" + detail + ")");
    case Kind::none: break;
    }
    return "none: " + (detail.empty() ? std::string("no boundary could be installed") : detail);
}

} // namespace augur::gpu
