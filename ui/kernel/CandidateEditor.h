#pragma once
// "Edit as new candidate": the engineer's own kernel, derived from a candidate of the
// session, checked (locally, and with NVRTC when the application has it), submitted to the
// engine and followed until its measurement comes back. Compiler messages and refusals
// are shown where they belong: at their source line, under the launch plan, or in the
// status line. The editor's text is never discarded by a refusal or a failure.
#include "core/kernel/KernelCompiler.h"
#include "core/model/Candidate.h"
#include "core/model/Problem.h"
#include "core/source/CompileDiagnostics.h"
#include "core/source/UserCandidate.h"

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QListWidget;
class QPushButton;
class QsciScintilla;

namespace augur::ui {

class CandidateEditor : public QWidget {
    Q_OBJECT
public:
    explicit CandidateEditor(QWidget* parent = nullptr);

    /// Starts a new candidate from `parent`: its source as it compiles (a template candidate:
    /// the #defines of its configuration above the template) and its launch plan with the
    /// tunable parameters replaced by their values. `whyNotMeasurable` non-empty says why
    /// the session cannot measure a new source (its backend does not measure sources, as a
    /// replay): it is shown above the editor, and "Submit and measure" is off with it as
    /// the button's tool tip.
    void startFrom(const Problem& problem, const Candidate& parent, const QString& whyNotMeasurable);
    /// The compiler for "Check" (NVRTC without a GPU); null disables it. `arch`: "sm_90".
    void setCompiler(std::shared_ptr<KernelCompiler> compiler, const QString& arch);

    QsciScintilla* sourceEditor() const { return source_; }
    QsciScintilla* planEditor() const { return plan_; }
    QLabel* statusLabel() const { return status_; }
    QLabel* planStatusLabel() const { return planStatus_; }
    QPushButton* submitButton() const { return submit_; }
    QPushButton* checkButton() const { return check_; }
    /// The compiler's messages of the last check or failed measurement, one row each
    /// ("line 12, column 5: error: ..."); a row's Qt::UserRole is its line, UserRole + 1 its column.
    QListWidget* problemList() const { return problems_; }
    QPushButton* nextProblemButton() const { return nextProblem_; }
    QPushButton* previousProblemButton() const { return previousProblem_; }
    CandidateId parentCandidate() const { return parent_; }
    /// The candidate the last accepted submission became, or kNoCandidate.
    CandidateId addedCandidate() const { return added_; }
    /// 1-based source lines marked with an error, ascending.
    std::vector<int> errorLines() const;

public Q_SLOTS:
    /// Checks the request locally, then emits submitted() (unless a check fails).
    void submit();
    /// Compiles the source with the compiler (in the background) and marks its messages.
    void checkCompile();
    /// Selects the next (previous) message of the problem list, wrapping around, and puts
    /// the cursor at its line and column (F8, Shift+F8).
    void nextProblem();
    void previousProblem();
    /// The engine's answer to a submitted request (EngineController::candidateRequestAnswered).
    void requestAnswered(quint64 tag, qint64 id, const QString& field, int line, const QString& reason);
    /// Follows the added candidate: measuring, measured (S, interval, time) or failed.
    void candidatesChanged(const std::vector<augur::Candidate>& changed);

Q_SIGNALS:
    /// The engineer submitted a request that passed the local checks.
    void submitted(const augur::UserCandidateRequest& request);
    /// "Show in tree": select the added candidate in the window.
    void showCandidate(qint64 id);

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();
    UserCandidateRequest currentRequest() const;
    /// Shows a refusal or failure where it belongs (field "launches..." under the plan, a
    /// source line in the editor, the rest in the status line).
    void showProblem(const QString& field, int line, const QString& message);
    void showDiagnostics(const std::vector<CompileDiagnostic>& diagnostics, const QString& summary);
    void clearMarks();
    void setStatus(const QString& text, bool error);
    void updateSubmit();
    /// Puts the cursor at problem row `row` (its line and column) and shows the line.
    void jumpToProblem(int row);
    /// Adds a problem row and its marks (line background, a squiggle from the column to
    /// the end of its word).
    void addProblem(const CompileDiagnostic& d, const QString& text);

    Problem problem_;
    CandidateId parent_ = kNoCandidate;
    CandidateId added_ = kNoCandidate;
    quint64 pendingTag_ = 0;
    quint64 nextTag_ = 1;
    std::shared_ptr<KernelCompiler> compiler_;
    QString arch_ = QStringLiteral("sm_90");
    QString whyNot_;
    QLabel* heading_;
    QLabel* note_;
    QLabel* sourceLabel_;
    QLabel* planLabel_;
    QsciScintilla* source_;
    QsciScintilla* plan_;
    QLabel* planStatus_;
    QLabel* status_;
    QPushButton* check_;
    QPushButton* submit_;
    QPushButton* show_;
    QPushButton* close_;
    QLabel* problemsLabel_;
    QListWidget* problems_;
    QPushButton* previousProblem_;
    QPushButton* nextProblem_;
};

} // namespace augur::ui
