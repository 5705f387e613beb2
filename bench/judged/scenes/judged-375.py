from manim import *


class CountTenDots(Scene):
    def construct(self):
        # Create the grid of dots
        dots = VGroup(*[Dot(radius=0.15) for _ in range(10)]).arrange_in_grid(
            rows=2, cols=5, buff=1
        )
        self.play(FadeIn(dots))
        
        # Create the counter
        counter = Integer(1, font_size=30).next_to(dots, UP, buff=0.15)
        self.play(FadeIn(counter))
        
        # Turn each dot yellow and update the counter
        for i, dot in enumerate(dots, start=1):
            number = Integer(i, font_size=30).next_to(dot, UP, buff=0.15)
            self.play(dot.animate.set_color(YELLOW), FadeIn(number), run_time=0.4)
            self.play(counter.animate.increment_value(1), run_time=0.4)
        
        # Write the final count
        final_count = Text("10 dots").next_to(dots, DOWN, buff=0.8)
        self.play(Write(final_count))
        self.wait()