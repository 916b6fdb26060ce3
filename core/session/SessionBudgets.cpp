#include "core/session/SessionBudgets.h"

#include "core/store/SessionStore.h"

namespace augur {

void setSessionBudgets(const std::string& path, int maxMeasurements, int maxCandidates, double maxWallSeconds) {
    auto store = SessionStore::open(path);
    SessionConfig config = store->config();
    config.maxMeasurements = maxMeasurements;
    config.maxCandidates = maxCandidates;
    config.maxWallSeconds = maxWallSeconds;
    store->saveConfig(config);
}

} // namespace augur
