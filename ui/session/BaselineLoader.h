#pragma once
#include "core/model/SessionConfig.h"

#include <QObject>

#include <vector>

namespace augur::ui {

/// The baselines of the Progress dock, computed off the GUI thread: uniform random sampling
/// of the replayed dataset (exact quantiles, core/session/SearchCurves.h) and a replayed
/// measure-all session with the same seed and budget, computed through ui/BackgroundTask.h.
/// A newer load() supersedes an older one (its result is dropped).
class BaselineLoader : public QObject {
    Q_OBJECT
public:
    struct Curves {
        std::vector<double> measureAll, randomMedian, randomLow, randomHigh;
        double bestInSpace = 0.0;
        QString error; ///< why there are none (not a replay session, unreadable dataset)
    };

    explicit BaselineLoader(QObject* parent = nullptr);

    /// Starts computing the baselines of `config` (only replay sessions have them).
    void load(const SessionConfig& config);
    const Curves& curves() const { return curves_; }

Q_SIGNALS:
    /// curves() is current.
    void loaded();

private:
    int request_ = 0; ///< the newest request; older results are dropped
    Curves curves_;
};

} // namespace augur::ui
