#pragma once
// The view a measurement backend may offer when its measurements run on machines a
// scheduler lends it (the slurm backend): what those jobs, machines and workers are
// doing, for the GUI's Cluster dock and augur-cli's summary.
#include "core/backend/ClusterActivity.h"

#include <memory>

namespace augur {

class MeasurementBackend;

/// Implemented, beside MeasurementBackend, by a backend that measures on lent machines.
/// MeasurementBackend itself knows nothing of clusters; views ask clusterActivityOf().
class ClusterView {
public:
    virtual ~ClusterView() = default;
    /// The backend's activity record (thread-safe, never null); it outlives the backend
    /// for whoever holds it.
    virtual std::shared_ptr<const ClusterActivity> clusterActivity() const = 0;
};

/// The activity of `backend` when it offers a ClusterView; null for backends that measure
/// on this machine or replay recorded data.
std::shared_ptr<const ClusterActivity> clusterActivityOf(const MeasurementBackend& backend);

} // namespace augur
