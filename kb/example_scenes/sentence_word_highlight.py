from manim import *


class SentenceWordHighlight(Scene):
    """A sentence is written in white in the centre of the screen; then one word of it (fox) turns yellow and an underline is drawn under just that word, while the rest of the sentence stays white (Text sliced by the word's characters, set_color, Underline)."""

    def construct(self):
        sentence = Text("The quick brown fox jumps", font_size=48, color=WHITE)
        # sentence.text holds the letters without spaces, in the same order as sentence's submobjects
        target = "fox"
        start = sentence.text.index(target)
        word = sentence[start : start + len(target)]
        underline = Underline(word, color=YELLOW, buff=0.1)
        self.play(Write(sentence))
        self.wait(0.5)
        self.play(word.animate.set_color(YELLOW))
        self.play(Create(underline))
        self.wait()
