#pragma once
#include "core/SessionConfig.h"

#include <QObject>

#include <vector>

class QThread;

namespace augur::ui {

/// The baselines of the Progress dock, computed off the GUI thread: uniform random sampling
/// of the replayed dataset (exact quantiles, core/SearchCurves.h) and a replayed
/// measure-all session with the same seed and budget. Same idiom as HardwareLoader: one
/// computation at a time, a newer load() supersedes an older one (its result is dropped).
class BaselineLoader : public QObject {
    Q_OBJECT
public:
    struct Curves {
        std::vector<double> measureAll, randomMedian, randomLow, randomHigh;
        double bestInSpace = 0.0;
        QString error; ///< why there are none (not a replay session, unreadable dataset)
    };

    explicit BaselineLoader(QObject* parent = nullptr);
    /// Waits for a computation still running.
    ~BaselineLoader() override;

    /// Starts computing the baselines of `config` (only replay sessions have them).
    void load(const SessionConfig& config);
    const Curves& curves() const { return curves_; }

Q_SIGNALS:
    /// curves() is current.
    void loaded();

private:
    void start();
    void onFinished();

    QThread* thread_ = nullptr;
    SessionConfig pending_;
    bool hasPending_ = false;
    Curves result_; ///< written by the worker
    Curves curves_;
};

} // namespace augur::ui
