#pragma once
#include "core/model/Candidate.h"
#include "core/diagnosis/KernelDiagnosis.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QTextBrowser;

namespace augur::ui {

class SessionContext;

/// Diagnoses of the selected candidate (core/KernelDiagnosis): the counters' state
/// (profiled, unavailable with the reason, or not profiled), energy per launch and average
/// power when measured, and the findings ranked by estimated gain, each with its evidence
/// and suggestion. Finding texts come from core/ in English, like log lines.
class DiagnosisPanel : public QWidget {
    Q_OBJECT
public:
    explicit DiagnosisPanel(QWidget* parent = nullptr);
    /// Follows `context` from now on: shows its selected candidate, again whenever it
    /// changes. `context` must outlive the panel.
    void bind(const SessionContext& context);

    /// Shows `c` (null clears the panel).
    void showCandidate(const Candidate* c);
    /// Roofs for reports without "device_peaks" (the session's hardware), or none.
    void setFallbackPeaks(std::optional<DevicePeaks> peaks);

    CandidateId shownId() const { return shown_; }
    const std::vector<DiagnosisFinding>& findings() const { return findings_; }
    /// The counters line ("Counters: 14 passes, 85 ms" / "Counters unavailable: ..."), as shown.
    QString countersText() const;
    /// The energy line, empty when the candidate has no energy measurement.
    QString energyText() const;
    /// The findings list as plain text (as shown, without markup).
    QString findingsText() const;

protected:
    void changeEvent(QEvent* e) override;

private:
    void render();

    QLabel* title_;
    QLabel* counters_;
    QLabel* energy_;
    QTextBrowser* list_;
    std::optional<Candidate> candidate_;
    std::optional<DevicePeaks> peaks_;
    std::vector<DiagnosisFinding> findings_;
    CandidateId shown_ = kNoCandidate;
};

} // namespace augur::ui
