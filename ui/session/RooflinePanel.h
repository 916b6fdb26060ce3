#pragma once
#include "core/model/Candidate.h"
#include "core/datasets/DatasetHardware.h"
#include "core/diagnosis/RooflineData.h"
#include "ui/base/SessionContext.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QTimer;

namespace augur::ui {

class RooflineView;

/// The roofline dock: every successfully measured candidate of the session as a point
/// (core/RooflineData) under the device's roofs, with a line saying where the roofs come
/// from. Roofs: the "device_peaks" of the measurements' reports (cuda backend), else the
/// session's hardware (the replayed dataset's "augur.hardware" through devicePeaks()),
/// else a DRAM roof derived from the reports' bandwidth fraction. Candidate events are
/// folded in as they come (each report parsed once); the plot is redrawn at most every
/// 200 ms.
class RooflinePanel : public QWidget {
    Q_OBJECT
public:
    explicit RooflinePanel(QWidget* parent = nullptr);

    RooflineView* view() const { return view_; }
    /// The roofs in use (after any pending update).
    std::optional<DevicePeaks> peaks();
    /// The line describing the roofs' source, as shown.
    QString sourceText() const;

public Q_SLOTS:
    /// Follows `context` from now on: its resets, changes and selection. `context` must
    /// outlive the panel.
    void bind(const SessionContext& context);
    void resetCandidates(const std::vector<augur::Candidate>& all);
    void updateCandidates(const std::vector<augur::Candidate>& changed);
    void selectCandidate(qint64 id);
    /// The session's device (null: unknown), used when the reports carry no peaks.
    void setSessionHardware(const std::optional<augur::DatasetHardware>& hardware);
    /// Applies a pending update now.
    void refreshNow();

Q_SIGNALS:
    void candidateSelected(qint64 id);

protected:
    void changeEvent(QEvent* e) override;

private:
    void schedule();

    RooflineView* view_;
    QLabel* source_;
    QTimer* timer_;
    RooflineData data_;
    std::optional<DatasetHardware> hardware_;
    bool dirty_ = true;
};

} // namespace augur::ui
