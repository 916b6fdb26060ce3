#pragma once
#include "core/model/Candidate.h"
#include "core/model/SessionConfig.h"

#include <QWidget>

#include <vector>

class QLabel;
class QTimer;

namespace augur::ui {

class BaselineLoader;
class SearchProgressView;

/// The Progress dock: best-so-far speedup against GPU measurements spent, with the
/// measure-all and random baselines of a replayed dataset (SearchProgressView), and a line
/// with the strategy, candidates considered per measurement and the measurements this
/// session took to reach 90 % and 95 % of the space's best (when the space is known).
class ProgressPanel : public QWidget {
    Q_OBJECT
public:
    explicit ProgressPanel(QWidget* parent = nullptr);

    /// Reads the candidates from `candidates` (index == id, kept current by the caller).
    void shareCandidates(const std::vector<augur::Candidate>* candidates);
    /// A new session: its strategy and budget label the panel, its dataset the baselines.
    void setSession(const SessionConfig& config);
    SearchProgressView* view() const { return view_; }
    /// Recomputes the session curve now (updates are otherwise coalesced, 250 ms).
    void refreshNow();
    /// Candidates considered per measurement (0 before the first measurement).
    double consideredPerMeasurement() const { return perMeasurement_; }

public Q_SLOTS:
    /// Candidates changed (the curve is recomputed at most every 250 ms).
    void candidatesChanged();

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();

    const std::vector<augur::Candidate>* candidates_ = nullptr;
    SessionConfig config_;
    SearchProgressView* view_;
    QLabel* summary_;
    QTimer* timer_;
    BaselineLoader* baselines_;
    double perMeasurement_ = 0.0;
};

} // namespace augur::ui
