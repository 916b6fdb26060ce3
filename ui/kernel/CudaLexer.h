#pragma once
// QScintilla's C++ lexer does not know CUDA: without this, __global__, threadIdx or
// __syncthreads read as plain identifiers, which is exactly what a kernel reader scans for.
#include "ui/kernel/Qsci.h"

namespace augur::ui {

/// QsciLexerCPP with CUDA's qualifiers added to the keywords (set 1) and its built-in
/// variables, intrinsics and vector types as secondary keywords (set 2, their own colour).
class CudaLexer : public QsciLexerCPP {
    Q_OBJECT
public:
    explicit CudaLexer(QObject* parent = nullptr);

    /// Set 1: C++ keywords plus CUDA qualifiers; set 2: CUDA built-ins; others as C++.
    const char* keywords(int set) const override;
    const char* language() const override { return "CUDA"; }
};

} // namespace augur::ui
