#pragma once
// The "Diff" tab of the Kernel dock: what changed between two candidates' sources, as the
// compiler sees them (a template's #define lines included), line by line and word by word.
#include "core/model/Candidate.h"
#include "core/source/SourceDiff.h"

#include <QStringList>
#include <QWidget>

#include <string>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;
class QStackedWidget;
class QToolButton;

namespace augur::ui {

class CodeEditor;

/// One side of a diff: a candidate's id, how the header names it, its source text and its
/// speedup text (KernelText::speedup).
struct DiffSide {
    CandidateId id = kNoCandidate;
    QString title; ///< "#12", "#0 (reference)"
    std::string text;
    QString speedup;
};

/// Diff of two sources (core's SourceDiff) in two layouts: side by side (two read-only
/// editors scrolled together, grey rows where a line has no counterpart) and unified (one
/// editor, the old and new line numbers and +/− in the margin). "Auto" (the default) shows
/// side by side while each pane has room for kMinPaneColumns characters, else unified, and
/// switches as the dock is resized. Removed lines are red,
/// added ones green, and the changed words of a changed line are boxed in a stronger
/// colour. "Fold unchanged" hides long unchanged runs behind a grey "⋯ N unchanged lines"
/// row. A header names the pair, both speedups, the parameter changes and the line counts.
/// The "Against" box chooses the left side: the parent, the reference or a candidate id;
/// the owner (KernelPanel) picks the texts and calls setPair.
class DiffView : public QWidget {
    Q_OBJECT
public:
    enum class Against { Parent, Reference, Candidate };
    enum class Layout { SideBySide, Unified, Auto };
    /// The narrowest side-by-side pane Auto accepts, in characters of the editor's font.
    static constexpr int kMinPaneColumns = 60;

    explicit DiffView(QWidget* parent = nullptr);

    /// Shows the diff of `left` (old) against `right` (new). The diff is computed again only
    /// when one of the texts changed; `parameterChanges` ("BLOCK: 64 → 256") go in the header.
    void setPair(const DiffSide& left, const DiffSide& right, const QStringList& parameterChanges);
    /// Shows `message` instead of a diff (nothing selected, a side without source).
    void showMessage(const QString& message);

    /// The left side's choice (the owner reads it when againstChanged is emitted).
    Against against() const;
    /// The candidate id chosen when against() is Candidate.
    CandidateId againstId() const;
    /// Sets the choice without emitting againstChanged.
    void setAgainst(Against against, CandidateId id = kNoCandidate);
    /// The layout asked for (Auto by default).
    void setLayoutMode(Layout layout);
    Layout layoutMode() const { return layout_; }
    /// The layout on screen: layoutMode(), or what Auto chose for the current width.
    Layout effectiveLayout() const;
    /// Characters of the editor's font that fit in one side-by-side pane at the current
    /// width (beside its line-number margin and scroll bar).
    int sideBySideColumns() const;
    void setFolded(bool fold);
    bool folded() const;

    CandidateId leftId() const { return left_.id; }
    CandidateId rightId() const { return right_.id; }
    QString headerText() const;
    int added() const { return diff_.added(); }
    int removed() const { return diff_.removed(); }
    const SourceDiff& diff() const { return diff_; }
    /// How many diffs were computed (a pair shown again with unchanged texts reuses its diff).
    int diffsComputed() const { return computed_; }
    CodeEditor* leftEditor() const { return leftEditor_; }
    CodeEditor* rightEditor() const { return rightEditor_; }
    CodeEditor* unifiedEditor() const { return unifiedEditor_; }

Q_SIGNALS:
    /// The user chose another left side.
    void againstChanged();

protected:
    void changeEvent(QEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    void retranslate();
    /// "Auto: side by side" or "Auto: unified", as Auto decides at the current width.
    void updateAutoLabel();
    void updateHeader();
    void render();
    void renderSideBySide();
    void renderUnified();
    QString foldText(int hidden) const;

    QLabel* header_;
    QComboBox* againstBox_;
    QSpinBox* againstId_;
    QComboBox* layoutBox_;
    QCheckBox* fold_;
    QToolButton* copy_;
    QLabel* againstLabel_;
    QStackedWidget* stack_;
    CodeEditor* leftEditor_;
    CodeEditor* rightEditor_;
    CodeEditor* unifiedEditor_;
    QLabel* message_;
    DiffSide left_, right_;
    QStringList parameterChanges_;
    SourceDiff diff_;
    Layout layout_ = Layout::Auto;
    Layout renderedLayout_ = Layout::Auto; ///< the layout rendered last (never Auto once rendered)
    bool hasDiff_ = false;
    bool rendered_ = false; ///< the editors show diff_ in the current layout and fold
    int computed_ = 0;
};

} // namespace augur::ui
