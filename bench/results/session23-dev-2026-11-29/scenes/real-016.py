from manim import *

class QuoteAndAuthor(Scene):
    def construct(self):
        quote = Text("Less is more", font_size=48).to_edge(UP)
        quote.move_to(ORIGIN)
        author = Text("Mies van der Rohe", font_size=28, color=GREY).next_to(quote, DOWN)
        self.play(Write(quote))
        self.play(Write(author))
        self.wait()
