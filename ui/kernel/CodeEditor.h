#pragma once
// The read-only source display of the Kernel dock (source, diff, PTX), on QScintilla: it
// draws a 2,000-line kernel with highlighting in a few milliseconds and marks lines and
// byte ranges without building a QTextDocument per view.
#include "ui/kernel/Qsci.h"

#include <QColor>
#include <QList>
#include <QStringList>

#include <string>
#include <vector>

namespace augur::ui {

/// A read-only QsciScintilla for kernel text: fixed-width font, CUDA highlighting (or
/// none, for PTX and logs), no undo history, line backgrounds by marker and word
/// highlights by byte range. Lines are 0-based here, as in Scintilla.
class CodeEditor : public QsciScintilla {
    Q_OBJECT
public:
    /// Line backgrounds; each is a Scintilla marker number. Blank (padding rows of a diff)
    /// is a translucent neutral grey, so it reads as grey on a light or a dark paper; Linked
    /// marks the rows that belong to the selection of another view (SASS view).
    enum Marker { Touched = 0, Removed = 1, Added = 2, Blank = 3, Fold = 4, Linked = 5 };
    /// Word highlights over the line backgrounds; Scintilla's container indicators start at 8.
    enum Indicator { RemovedWords = 8, AddedWords = 9 };

    explicit CodeEditor(bool highlightCuda, QWidget* parent = nullptr);

    /// Shows `text` (UTF-8) unless it is the text already shown; returns whether it changed.
    /// Markers, indicators and margin labels of a replaced text are cleared.
    bool setTextIfChanged(const std::string& text);
    /// The text shown, as given to setTextIfChanged.
    const std::string& shownText() const { return shown_; }

    /// Gives `line` the background of `marker`.
    void markLine(int line, Marker marker);
    /// Lines carrying `marker`, ascending.
    QList<int> linesWith(Marker marker) const;
    void clearMarkers();
    /// Highlights bytes [begin, end) of `line` (UTF-8 offsets within the line).
    void highlightBytes(int line, int begin, int end, Indicator indicator);
    /// Byte ranges of `line` carrying `indicator`, as (begin, end) pairs within the line.
    QList<QPair<int, int>> highlightsOn(int line, Indicator indicator) const;
    void clearHighlights();

    /// Shows Scintilla's own line numbers in the left margin (the default).
    void useLineNumbers();
    /// Shows `labels` in the left margin instead of line numbers, one per line (a diff's
    /// original line numbers, blank for padding rows); `widthSample` sizes the margin.
    void setMarginLabels(const QStringList& labels, const QString& widthSample);
    /// setMarginLabels with a number per line (0: blank): the cheap form for long listings.
    void setMarginNumbers(const std::vector<int>& numbers, const QString& widthSample);
    /// The margin label of `line` ("" without labels).
    QString marginLabel(int line) const;

    /// Shows `labels` in a second margin right of the line numbers (a count per line, ""
    /// for none); `widthSample` sizes it. An empty list removes the margin. Only with line
    /// numbers (useLineNumbers): Scintilla keeps one margin text per line.
    void setCountLabels(const QStringList& labels, const QString& widthSample);
    /// The count label of `line` ("" without one).
    QString countLabel(int line) const;
    /// The colour a Blank row shows on this editor's paper (the marker blended over it).
    QColor blankRowColour() const;

private:
    void sizeLineNumberMargin();

    QString marginText(int line) const;

    std::string shown_;
    bool labelled_ = false;
    bool counted_ = false; ///< the count margin is shown
};

} // namespace augur::ui
