#include "core/backend/ClusterView.h"

#include "core/backend/MeasurementBackend.h"

namespace augur {

std::shared_ptr<const ClusterActivity> clusterActivityOf(const MeasurementBackend& backend) {
    const auto* view = dynamic_cast<const ClusterView*>(&backend);
    return view ? view->clusterActivity() : nullptr;
}

} // namespace augur
