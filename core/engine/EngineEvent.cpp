#include "core/engine/EngineEvent.h"

namespace augur {

double eventTime(const EngineEvent& e) {
    return std::visit([](const auto& event) { return event.t; }, e);
}

} // namespace augur
