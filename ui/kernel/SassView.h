#pragma once
// The "SASS" tab of the Kernel dock: the candidate's CUDA source, its PTX and its SASS side
// by side, as Nsight Compute's source view shows them, with the rows of one source line
// highlighted in all three.
#include "core/kernel/KernelCompiler.h"
#include "core/kernel/KernelDisassembler.h"
#include "core/kernel/SassAnalysis.h"

#include <QWidget>

#include <deque>
#include <memory>
#include <string>

class QLabel;
class QSplitter;
class QStackedWidget;

namespace augur::ui {

class CodeEditor;

/// Source, PTX and SASS of one source and architecture (core's SassAnalysis): the source
/// with the SASS instructions each line produced in a margin beside its line numbers, the
/// PTX and the SASS with the source line of each row in their margins, and above them the
/// registers, spills, stack and shared memory of every kernel (the compile report) with
/// its instruction count. Clicking a row in any pane highlights the source line it came
/// from and the PTX and SASS rows of that line in the others.
///
/// The compile and the disassembly run off the GUI thread (runInBackground), one at a
/// time: a source asked for while one runs is compiled next, and the last few results are
/// kept, so going back to a candidate is immediate. prepare() runs them ahead for a
/// candidate selected while the tab is not shown. A missing, crashing or hanging
/// disassembler shows one line in the SASS pane (the disassembler bounds its own time);
/// the source and PTX panes stay usable.
class SassView : public QWidget {
    Q_OBJECT
public:
    enum Pane { SourcePane, PtxPane, SassPane };

    explicit SassView(QWidget* parent = nullptr);

    /// The compiler (it must give the cubin and keep line information, as NVRTC with
    /// -lineinfo does) and the disassembler. Without a compiler the view shows
    /// `unavailableReason`; without a disassembler the SASS pane says so.
    void setTools(std::shared_ptr<KernelCompiler> compiler, std::shared_ptr<KernelDisassembler> disassembler,
                  const QString& unavailableReason);
    /// Shows `source` compiled for `arch` ("sm_90"): at once when it is the one shown or
    /// a recent one, else after the background compile and disassembly.
    void showSource(const std::string& source, const std::string& arch);
    /// Compiles and disassembles `source` for `arch` in the background without showing it,
    /// so that a later showSource() of it is immediate (the disassembler alone takes about
    /// 0.4 s). Only the latest source prepared waits behind the task in hand.
    void prepare(const std::string& source, const std::string& arch);
    /// Shows only `message` (no candidate, or one without a source).
    void clear(const QString& message);
    /// Shows a finished analysis (what the background work delivers; public for benchmarks).
    void showAnalysis(const std::shared_ptr<const SassAnalysis>& analysis);

    /// Highlights source line `line` (1-based) and the PTX and SASS rows that came from it;
    /// 0 clears the highlight.
    void selectSourceLine(int line);
    int selectedSourceLine() const { return selected_; }

    CodeEditor* editor(Pane pane) const;
    /// The one line shown in place of the SASS ("" while SASS is shown).
    QString sassMessage() const;
    /// The state line above the panes (what runs, what it took, or why nothing is shown).
    QString statusText() const;
    /// Registers, spills and instructions of each kernel, as shown.
    QString resourcesText() const;
    /// The correlation line under the panes ("Line 103: 2 PTX, 5 SASS instructions").
    QString selectionText() const;
    /// Whether a compile and disassembly is running.
    bool busy() const { return running_; }
    std::shared_ptr<const SassAnalysis> analysis() const { return shown_; }

Q_SIGNALS:
    /// An analysis was shown (from the background or the cache); `sassShown` says whether
    /// the SASS pane has SASS (not a failure line).
    void analysisShown(bool sassShown);

protected:
    void changeEvent(QEvent* e) override;
    /// Side by side while each pane has room for 50 characters, else one above the other
    /// when each then keeps ten lines.
    void resizeEvent(QResizeEvent* e) override;

private:
    void retranslate();
    void start(std::string source, std::string arch); ///< by value: it may be given prepSource_, which it clears
    /// After a task: shows or starts what is wanted (not when `wantedFailed`), then the
    /// source prepared ahead.
    void startNext(bool wantedFailed = false);
    void showFailure(const QString& line);
    QString failureText(const SassAnalysis& a) const;
    QString resourceLines(const SassAnalysis& a) const;
    void fillSource(const SassAnalysis& a);
    void fillPtx(const SassAnalysis& a);
    void fillSass(const SassAnalysis& a);
    /// The source line row `row` of `pane` belongs to (0 for none).
    int sourceLineOf(Pane pane, int row) const;
    void rowClicked(Pane pane, int row);
    /// Marks `rows` of `editor` as linked and scrolls to the first when it is off screen.
    void link(CodeEditor* editor, const std::vector<int>& rows, bool scroll);
    std::shared_ptr<const SassAnalysis> cached(const std::string& source, const std::string& arch) const;

    QSplitter* split_;
    QLabel* status_;
    QLabel* resources_;
    QLabel* titles_[3];
    CodeEditor* source_;
    CodeEditor* ptx_;
    CodeEditor* sass_;
    QStackedWidget* sassStack_;
    QLabel* sassMessage_;
    QLabel* selection_;
    std::shared_ptr<KernelCompiler> compiler_;
    std::shared_ptr<KernelDisassembler> disassembler_;
    QString unavailable_;
    std::shared_ptr<const SassAnalysis> shown_;
    std::deque<std::shared_ptr<const SassAnalysis>> cache_; ///< the last results, newest first
    std::string wantSource_, wantArch_; ///< what showSource asked for last
    std::string prepSource_, prepArch_; ///< what prepare asked for last, not yet started
    bool running_ = false;
    int selected_ = 0;
};

} // namespace augur::ui
