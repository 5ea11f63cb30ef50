#include "textflag.h"

// The assembly calls panicBounds; the middle dot names the package's own
// symbol.
TEXT rt·panicBoundsEntry(SB),NOSPLIT,$0-0
	CALL	rt·panicBounds(SB)
	RET
